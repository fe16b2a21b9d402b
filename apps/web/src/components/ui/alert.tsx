import type { AriaRole, ReactNode } from 'react';
import { cn } from './cn';

export type AlertTone = 'danger' | 'warning' | 'success' | 'info';
/** text: a line under a field or a button; box: a tinted message in a form or page; panel: a screen that failed. */
export type AlertLook = 'text' | 'box' | 'panel';

const LOOKS: Record<AlertLook, Record<AlertTone, string>> = {
  text: {
    danger: 'text-sm font-medium text-danger',
    warning: 'text-sm text-ink',
    success: 'text-sm font-medium text-success',
    info: 'text-sm text-muted',
  },
  box: {
    danger: 'rounded-xl border border-danger/25 bg-danger/5 px-4 py-3 text-sm text-danger',
    warning: 'rounded-xl border border-gold/40 bg-[#fbf1de] px-4 py-3 text-sm text-ink',
    success: 'rounded-xl border border-success/30 bg-success/10 px-4 py-3 text-sm font-medium text-success',
    info: 'rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-ink',
  },
  panel: {
    danger: 'rounded-2xl border border-danger/40 bg-white p-6 text-center',
    warning: 'rounded-2xl border border-gold/40 bg-white p-6 text-center',
    success: 'rounded-2xl border border-success/40 bg-white p-6 text-center',
    info: 'rounded-2xl border border-line bg-white p-6 text-center',
  },
};

export type AlertProps = {
  tone?: AlertTone;
  look?: AlertLook;
  /** Defaults to 'alert' for danger and warning (announced at once), 'status' for success and info. */
  role?: AriaRole;
  as?: 'p' | 'div';
  id?: string;
  tabIndex?: number;
  className?: string;
  children: ReactNode;
};

/** The one way to show a message to the person: an error, a warning, a confirmation or a note. */
export function Alert({
  tone = 'danger',
  look = 'box',
  role,
  as = 'p',
  id,
  tabIndex,
  className,
  children,
}: AlertProps) {
  const Element = as;
  return (
    <Element
      id={id}
      tabIndex={tabIndex}
      role={role ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status')}
      className={cn(LOOKS[look][tone], tabIndex !== undefined && 'outline-none', className)}
    >
      {children}
    </Element>
  );
}
