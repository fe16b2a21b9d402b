import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_LIFETIME_MS } from '../../config/ui-timings';
import { useI18n } from '../../lib/i18n';
import { cn } from './cn';

export type ToastKind = 'success' | 'error' | 'info';
/** A button inside the toast, e.g. Undo: pressing it runs `onAction` and dismisses the toast. */
export type ToastAction = { label: string; onAction: () => void };
export type ToastOptions = { action?: ToastAction };
type ToastItem = { id: number; kind: ToastKind; message: string; action?: ToastAction };

export type ToastApi = {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

const KIND_STYLES: Record<ToastKind, { bar: string; icon: string }> = {
  success: { bar: 'bg-success', icon: '✓' },
  error: { bar: 'bg-danger', icon: '!' },
  info: { bar: 'bg-ink', icon: 'i' },
};

/**
 * Holds the toasts and renders them top right (docs/rules/sign-in.md#screen, docs/rules/constants.md: gone after 3.5 s
 * or on click), below the sticky header (4 rem high, 5 from lg): a toast never covers the logo or the bag.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const push = useCallback((kind: ToastKind, message: string, options?: ToastOptions) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, kind, message, ...(options?.action ? { action: options.action } : {}) }]);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => push('success', message, options),
      error: (message, options) => push('error', message, options),
      info: (message, options) => push('info', message, options),
      dismiss,
    }),
    [push, dismiss],
  );
  return (
    <ToastContext value={api}>
      {children}
      <div
        aria-label={t('Notifications')}
        role="region"
        className={
          'pointer-events-none fixed top-[4.75rem] right-3 left-3 z-[60] flex flex-col ' +
          'items-end gap-2 sm:left-auto sm:w-96 lg:top-[5.75rem]'
        }
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
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

/** `const toast = useToast(); toast.success('Login successful')`. Needs <ToastProvider> above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
