import { POLICY_SLUGS, type PolicySlug } from '@vastra/domain/policies';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../lib/i18n';
import { policyTitle } from '../utils/policy-titles';

/** The list of every policy page beside the one shown (the current one marked, not a link to itself). */
export function PolicyNav({ current }: { current: PolicySlug }) {
  const { t, tm } = useI18n();
  return (
    <nav aria-labelledby="policy-nav-heading" className="rounded-[var(--radius-card)] border border-line p-5">
      <h2
        id="policy-nav-heading"
        className="mb-3 text-[0.6875rem] font-semibold tracking-[0.22em] text-muted uppercase"
      >
        {t('Our policies')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {POLICY_SLUGS.map((slug) => (
          <li key={slug}>
            <Link
              to={paths.policy.getHref(slug)}
              aria-current={slug === current ? 'page' : undefined}
              className={
                'block rounded-md px-2 py-1.5 hover:bg-sand ' +
                (slug === current ? 'bg-sand font-semibold text-ink' : 'text-ink/80')
              }
            >
              {policyTitle(tm, slug)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
