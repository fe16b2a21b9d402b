import { POLICY_SLUGS } from '@vastra/domain/policies';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { msg, useI18n } from '../../lib/i18n';
import { POLICY_NAMES } from '../../lib/policy-names';
import { useShopConfig, useShopName } from '../../lib/shop-config';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

const QUICK_LINKS = [
  { to: paths.home.getHref(), label: msg('Home') },
  { to: paths.shop.getHref(), label: msg('Shop') },
  { to: paths.contact.getHref(), label: msg('Contact') },
  { to: paths.login.getHref(), label: msg('Login') },
] as const;

/** 'instagram.com/vastra' → 'Instagram'; undefined for a link that is not a web address. */
function socialName(url: string): string | undefined {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    const first = host.split('.')[0] ?? '';
    return first ? first.charAt(0).toUpperCase() + first.slice(1) : undefined;
  } catch {
    return undefined;
  }
}

const heading = 'mb-4 text-[0.6875rem] font-semibold tracking-[0.22em] text-paper/60 uppercase';

/**
 * docs/rules/README.md#the-shop, docs/rules/ui.md#navbar-and-footer: brand, 'Fashion start from here.', quick links,
 * support email, masked phone, social link; and the policy pages (docs/decisions/042-policy-pages.md).
 */
export function Footer() {
  const { t, tm } = useI18n();
  const config = useShopConfig().data;
  const name = useShopName();
  const social = config?.socialUrl ? socialName(config.socialUrl) : undefined;
  return (
    <footer className="mt-auto bg-ink text-paper/80">
      <div
        className={
          'mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-6 py-14 ' +
          'lg:grid-cols-[2fr_1fr_1.2fr_1.4fr] lg:px-8 lg:py-16'
        }
      >
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <Brand tone="light" />
          <p className="font-display text-xl text-paper italic">{t('Fashion start from here.')}</p>
          {config?.socialUrl && social && (
            <a
              href={config.socialUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="w-fit border-b border-paper/40 pb-0.5 text-sm text-paper hover:border-paper"
            >
              {t('Follow us on {name}', { name: social })}
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </a>
          )}
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className={heading}>
            {t('Quick Links')}
          </h2>
          <ul className="flex flex-col gap-2.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-paper hover:underline hover:underline-offset-4">
                  {tm(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies-heading">
          <h2 id="footer-policies-heading" className={heading}>
            {t('Policies')}
          </h2>
          <ul className="flex flex-col gap-2.5 text-sm">
            {POLICY_SLUGS.map((slug) => (
              <li key={slug}>
                <Link
                  to={paths.policy.getHref(slug)}
                  className="hover:text-paper hover:underline hover:underline-offset-4"
                >
                  {tm(POLICY_NAMES[slug])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t('Customer Care')}</h2>
          <ul className="flex flex-col gap-3 text-sm">
            {config?.supportEmail && (
              <li>
                <span className="block text-paper/60">{t('Email')}</span>
                <a
                  href={`mailto:${config.supportEmail}`}
                  className="break-all text-paper hover:underline hover:underline-offset-4"
                >
                  {config.supportEmail}
                </a>
              </li>
            )}
            {config?.supportPhoneMasked && (
              <li>
                <span className="block text-paper/60">{t('Phone')}</span>
                <span className="text-paper tabular-nums">{config.supportPhoneMasked}</span>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-paper/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-6 py-5 lg:px-8">
          <p className="text-xs text-paper/60">
            {t('© {year} {name}. All rights reserved.', { year: new Date().getFullYear(), name })}
          </p>
          <LanguageSwitch className="border-paper/30 text-paper hover:border-paper" />
        </div>
      </div>
    </footer>
  );
}
