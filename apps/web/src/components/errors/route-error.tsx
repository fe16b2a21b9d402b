import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { buttonClasses } from '../ui/button';

/** A screen that failed: a calm message with a way back instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
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

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error: unknown; failed: boolean; resetKey: string };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  // A new resetKey clears the error without remounting the children (their state is kept).
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The error boundary of a route (docs/rules/errors.md#error-body): a render error or a screen chunk that fails to
 * load shows RouteError; moving to another path clears it (the layout around is not remounted).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
