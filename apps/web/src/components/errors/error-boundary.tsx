import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { msg, useI18n } from '../../lib/i18n';
import { cn } from '../ui/cn';
import { buttonClasses } from '../ui/button';

type BoundaryProps = { children: ReactNode; resetKey: string; fallback: (error: unknown) => ReactNode };
type BoundaryState = { error: unknown; failed: boolean; resetKey: string };

/** Catches a render error (or a screen chunk that fails to load) below it and shows `fallback` instead. */
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
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * The one error boundary of the web app (storefront and back office): a failure shows `fallback`, and moving to
 * another path clears it (what it wraps is not remounted).
 */
export function PathErrorBoundary({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}

type ErrorScreenProps = {
  error: unknown;
  /** What to do about it, e.g. 'Please reload the page. …', in the shopper's language. */
  hint: string;
  back: { to: string; label: string };
  /** A whole page (the storefront) rather than the inside of a shell (the back office). */
  fullPage?: boolean;
};

/**
 * What a screen that could not load for want of a signal says (docs/decisions/124-installable-and-offline.md), shown
 * with `tm`.
 */
export const OFFLINE = {
  title: msg('You are offline'),
  hint: msg('Check your connection and try again. The pages you have seen still open.'),
} as const;

/**
 * Whether a failure is the signal's: the browser knows it is offline, an API call had no answer, or a screen's file
 * did not arrive (each browser says so in a TypeError of its own words: "Failed to fetch dynamically imported module",
 * "Importing a module script failed", "error loading dynamically imported module").
 */
export const isOffline = (error: unknown) =>
  !navigator.onLine ||
  (error instanceof ApiError && error.status === 0) ||
  (error instanceof TypeError && /fetch|import/i.test(error.message));

/** A screen that failed: a calm message with a way back instead of a blank page, in the shop's words when offline. */
export function ErrorScreen({ error, hint, back, fullPage = false }: ErrorScreenProps) {
  const { t, tm } = useI18n();
  const offline = isOffline(error);
  const detail = !offline && error instanceof Error ? error.message : undefined;
  return (
    <section
      role="alert"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center',
        fullPage && 'min-h-[60dvh] justify-center',
      )}
    >
      <h1 className="font-display text-3xl text-ink">{offline ? tm(OFFLINE.title) : t('Something went wrong')}</h1>
      <p className="text-muted">{offline ? tm(OFFLINE.hint) : hint}</p>
      {detail && <p className="text-xs text-muted">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {offline ? t('Try again') : t('Reload')}
        </button>
        <Link to={back.to} className={buttonClasses({ variant: 'secondary' })}>
          {back.label}
        </Link>
      </div>
    </section>
  );
}
