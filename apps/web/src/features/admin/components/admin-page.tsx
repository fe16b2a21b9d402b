import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

/** A back-office screen: its heading (also the tab's title), actions at the right, then its content. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  usePageTitle(`${title} · Admin`);
  return (
    <section aria-labelledby="admin-page-title" className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-page-title" className="text-2xl font-semibold text-gray-900">
          {title}
        </h1>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
