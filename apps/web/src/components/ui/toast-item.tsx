import { useEffect } from 'react';
import { TOAST_LIFETIME_MS } from '../../config/ui-timings';
import { useI18n } from '../../lib/i18n';
import { cn } from './cn';
import type { ToastItem, ToastKind } from './toast';

const KIND_STYLES: Record<ToastKind, { bar: string; icon: string }> = {
  success: { bar: 'bg-success', icon: '✓' },
  error: { bar: 'bg-danger', icon: '!' },
  info: { bar: 'bg-ink', icon: 'i' },
};

/** One toast of ToastProvider (./toast.tsx): gone after TOAST_LIFETIME_MS or when pressed. */
export function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useI18n();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const style = KIND_STYLES[toast.kind];
  const icon = (
    <span
      aria-hidden="true"
      className={cn('grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold text-white', style.bar)}
    >
      {style.icon}
    </span>
  );
  const { action } = toast;
  if (action) {
    // A toast with an action is not one big button: its action and its dismissal are two buttons.
    return (
      <div role={toast.kind === 'error' ? 'alert' : 'status'} className="animate-slide-in pointer-events-auto w-full">
        <div
          className={
            'flex w-full items-center gap-3 overflow-hidden rounded-2xl border ' +
            'border-line bg-paper p-3 text-sm text-ink shadow-lg'
          }
        >
          {icon}
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            onClick={() => {
              onDismiss(toast.id);
              action.onAction();
            }}
            className="rounded-full px-3 py-1 font-semibold text-accent-dark underline-offset-2 hover:underline"
          >
            {action.label}
          </button>
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            aria-label={t('Dismiss')}
            className="grid size-8 place-items-center rounded-full text-muted hover:bg-sand hover:text-ink"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    );
  }
  return (
    <div role={toast.kind === 'error' ? 'alert' : 'status'} className="animate-slide-in pointer-events-auto w-full">
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className={
          'flex w-full items-start gap-3 overflow-hidden rounded-2xl border ' +
          'border-line bg-paper p-3 pr-4 text-left text-sm text-ink shadow-lg'
        }
      >
        {icon}
        <span className="flex-1 pt-0.5">{toast.message}</span>
        <span className="sr-only">{t('(click to dismiss)')}</span>
      </button>
    </div>
  );
}
