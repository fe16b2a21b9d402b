import { useId, type ReactNode } from 'react';

/** One part of the New order screen: a white card under its heading (the page's outline reads Customer, Items…). */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
