import type { ReactNode } from 'react';

export type SectionHeadingProps = { id: string; title: string; eyebrow?: string; action?: ReactNode };

/** A home section's serif heading with an optional small label above and a link on the right. */
export function SectionHeading({ id, title, eyebrow, action }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4 sm:mb-8">
      <div>
        {eyebrow && (
          <p className="mb-1.5 text-[0.6875rem] font-semibold tracking-[0.22em] text-accent uppercase">{eyebrow}</p>
        )}
        <h2 id={id} className="font-display text-[1.75rem] leading-tight text-ink sm:text-4xl">
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
