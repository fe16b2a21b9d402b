import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../admin-paths';

/** A back-office screen that failed to render or to load: a way back to the dashboard, the shell kept. */
function AdminScreenError({ error }: { error: unknown }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="font-display text-3xl text-ink">Something went wrong</h1>
      <p className="text-muted">Please reload the page. If it keeps happening, tell the shop owner.</p>
      {error instanceof Error && <p className="text-xs text-muted">{error.message}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={adminPaths.home.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error: unknown; failed: boolean; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AdminScreenError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The back office's own error boundary around its screens (and their loading): a failure stays inside
 * the shell, with the navigation still there; moving to another page clears it.
 */
export function AdminErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname}>
      <Suspense
        fallback={
          <div className="grid min-h-[50dvh] place-items-center">
            <Spinner size="lg" />
          </div>
        }
      >
        {children}
      </Suspense>
    </Boundary>
  );
}
