import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/rules/ui.md#routes: any other path. */
export function NotFoundRoute() {
  const { t } = useI18n();
  usePageTitle(t('Page Not Found'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="font-display text-6xl text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="font-display text-3xl">{t('404 - Page Not Found')}</h1>
      <p className="text-muted">{t('Sorry, the page you are looking for does not exist.')}</p>
      <Link
        to={paths.home.getHref()}
        className="rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent"
      >
        {t('Back to home')}
      </Link>
    </section>
  );
}

export { NotFoundRoute as Component };
