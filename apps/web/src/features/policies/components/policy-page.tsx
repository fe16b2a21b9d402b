import type { PolicySlug } from '@vastra/domain/policies';
import { SETTINGS_MESSAGES } from '@vastra/domain/settings';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { ENGLISH, useI18n, type Translator } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePolicy } from '../api/get-policy';
import { policyTitle } from '../utils/policy-titles';
import { PolicyNav } from './policy-nav';

/** The server's HTML (h2, p, ul, ol, li, a, strong, code) styled here: the app has no typography plugin. */
const PROSE =
  'leading-relaxed text-ink/90 [overflow-wrap:anywhere] ' +
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:text-ink ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 ' +
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:pl-1 ' +
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-dark ' +
  '[&_strong]:font-semibold [&_strong]:text-ink ' +
  '[&_code]:rounded [&_code]:bg-sand [&_code]:px-1 [&_code]:text-[0.9em] [&>:first-child]:mt-0';

/** SETTINGS_MESSAGES.policiesNotReady, sentence by sentence, worded by `translator`. */
function notReadyWords({ t }: Pick<Translator, 't'>): string {
  return [
    t('This page is not available yet: the shop is still filling in its seller and Grievance officer details.'),
    t('Please try again later.'),
  ].join(' ');
}

/** SETTINGS_MESSAGES.policiesNotReady in the shopper's language; the domain's own should it have been reworded. */
function notReadyText(translator: Pick<Translator, 't'>): string {
  const english = SETTINGS_MESSAGES.policiesNotReady;
  return notReadyWords(ENGLISH) === english ? notReadyWords(translator) : english;
}

/**
 * /policies/{slug}: the page the server wrote from the repository's Markdown with the shop's settings filled in
 * (docs/decisions/042-policy-pages.md), and the list of all of them. The page itself is the server's, asked for in the
 * shopper's language (apps/api/src/modules/policies/content, and content/hi in Hindi).
 */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const i18n = useI18n();
  const { t, tm } = i18n;
  const title = policyTitle(tm, slug);
  usePageTitle(title);
  const policy = usePolicy(slug);
  const article = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  // The pages link to each other and to /contact: followed inside the app, not by reloading it.
  useEffect(() => {
    const element = article.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//') || anchor?.target) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate, policy.data]);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-16 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16">
        <div className="min-w-0 max-w-3xl">
          <h1 className="mb-8 font-display text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
          {policy.data ? (
            <article
              ref={article}
              aria-label={title}
              className={PROSE}
              // The server's HTML in the page's language: the repository's Markdown, every setting in it escaped.
              dangerouslySetInnerHTML={{ __html: policy.data.html }}
            />
          ) : policy.error instanceof ApiError && policy.error.code === 'policies_not_ready' ? (
            <p role="alert" className="text-ink">
              {notReadyText(i18n)}
            </p>
          ) : policy.isError ? (
            <div role="alert" className="space-y-4">
              <p className="text-ink">{t('This page could not be loaded. Please try again.')}</p>
              <Button variant="secondary" onClick={() => void policy.refetch()}>
                {t('Try again')}
              </Button>
            </div>
          ) : (
            <div className="space-y-3">
              <p role="status" className="sr-only">
                {t('Loading…')}
              </p>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="mt-8 h-7 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          )}
        </div>
        <aside className="lg:pt-3">
          <PolicyNav current={slug} />
        </aside>
      </div>
    </div>
  );
}
