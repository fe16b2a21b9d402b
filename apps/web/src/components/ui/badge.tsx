import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'accent' | 'neutral' | 'dark' | 'success' | 'danger';

const TONES: Record<BadgeTone, string> = {
  accent: 'bg-accent text-white',
  neutral: 'bg-sand text-ink',
  dark: 'bg-ink text-paper',
  success: 'bg-success text-white',
  danger: 'bg-danger text-white',
};

export type BadgeProps = { tone?: BadgeTone; className?: string; children: ReactNode };

/** A small uppercase label: '{n}% OFF', statuses, counts. */
export function Badge({ tone = 'accent', className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[0.6875rem] ' +
          'font-semibold uppercase leading-4 tracking-wider',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
