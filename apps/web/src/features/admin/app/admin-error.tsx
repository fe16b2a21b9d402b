import { Suspense, type ReactNode } from 'react';
import { ErrorScreen, PathErrorBoundary } from '../../../components/errors/error-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../admin-paths';

/** A back-office screen that failed to render or to load: a way back to the dashboard, the shell kept. */
function AdminScreenError({ error }: { error: unknown }) {
  return (
    <ErrorScreen
      error={error}
      hint="Please reload the page. If it keeps happening, tell the shop owner."
      back={{ to: adminPaths.home.getHref(), label: 'Back to the dashboard' }}
    />
  );
}

/**
 * The back office's own error boundary around its screens (and their loading): a failure stays inside
 * the shell, with the navigation still there; moving to another page clears it.
 */
export function AdminErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <PathErrorBoundary fallback={(error) => <AdminScreenError error={error} />}>
      <Suspense
        fallback={
          <div className="grid min-h-[50dvh] place-items-center">
            <Spinner size="lg" />
          </div>
        }
      >
        {children}
      </Suspense>
    </PathErrorBoundary>
  );
}
