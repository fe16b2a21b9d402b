import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { buttonClasses } from '../ui/button';

/** The router's error element: a calm message with a way back instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center"
    >
      <h1 className="font-display text-3xl text-ink">Something went wrong</h1>
      <p className="text-muted">Please reload the page. If it keeps happening, come back in a little while.</p>
      {detail && <p className="text-xs text-muted">{detail}</p>}
      <div className="flex gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
