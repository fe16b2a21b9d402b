import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_LIFETIME_MS } from '../../config/ui-timings';
import { cn } from './cn';

export type ToastKind = 'success' | 'error' | 'info';
type ToastItem = { id: number; kind: ToastKind; message: string };

export type ToastApi = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
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
 * or on click).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const push = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, kind, message }]);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      info: (message) => push('info', message),
      dismiss,
    }),
    [push, dismiss],
  );
  return (
    <ToastContext value={api}>
      {children}
      <div
        aria-label="Notifications"
        role="region"
        className={
          'pointer-events-none fixed top-3 right-3 left-3 z-[60] flex flex-col ' +
          'items-end gap-2 sm:left-auto sm:w-96'
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
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const style = KIND_STYLES[toast.kind];
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
        <span
          aria-hidden="true"
          className={cn('grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold text-white', style.bar)}
        >
          {style.icon}
        </span>
        <span className="flex-1 pt-0.5">{toast.message}</span>
        <span className="sr-only">(click to dismiss)</span>
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
