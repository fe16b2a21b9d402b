import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { useI18n } from '../../lib/i18n';
import { ErrorScreen, PathErrorBoundary } from './error-boundary';

/** A storefront screen that failed: a calm message with a way back instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  return (
    <ErrorScreen
      error={error}
      fullPage
      hint={t('Please reload the page. If it keeps happening, come back in a little while.')}
      back={{ to: paths.home.getHref(), label: t('Back to home') }}
    />
  );
}

/**
 * The error boundary of a route (docs/rules/errors.md#error-body): a render error or a screen chunk that fails to
 * load shows RouteError; moving to another path clears it (the layout around is not remounted).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PathErrorBoundary fallback={(error) => <RouteError error={error} />}>{children}</PathErrorBoundary>;
}
