import { cn } from '../../../components/ui/cn';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/layout/icons';
import { usePageTitle } from '../../../lib/use-page-title';

/** The signed-out screens' frame: the admin mark, a heading and one card, centred on the shop's paper. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(`${title} · Admin`);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-paper px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <BrandMark className="size-9" />
          <span className="font-display text-[1.375rem] leading-none tracking-wide text-ink">Vastra</span>
          <span
            className={cn(
              'rounded-full bg-ink px-2 py-0.5',
              'text-[0.6875rem] font-semibold tracking-wider text-paper uppercase',
            )}
          >
            Admin
          </span>
        </div>
        <section className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8" aria-labelledby="auth-title">
          <h1 id="auth-title" className="font-display text-3xl leading-tight text-ink">
            {title}
          </h1>
          {intro && <div className="mt-2 text-sm text-muted">{intro}</div>}
          <div className="mt-6">{children}</div>
        </section>
        <p className="mt-6 text-center text-sm text-muted">
          <Link to="/" className="underline-offset-4 hover:text-ink hover:underline">
            Back to the shop
          </Link>
        </p>
      </div>
    </main>
  );
}

/** The form's one message from the server, announced when it appears. */
export function FormMessage({
  id,
  message,
  tone = 'error',
}: {
  id?: string;
  message: string | null;
  tone?: 'error' | 'info';
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-xl border border-danger/25 bg-danger/5 px-4 py-3 text-sm text-danger'
          : 'rounded-xl border border-success/25 bg-success/5 px-4 py-3 text-sm text-success'
      }
    >
      {message}
    </p>
  );
}
