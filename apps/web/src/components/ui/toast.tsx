import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useI18n } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';

export type ToastKind = 'success' | 'error' | 'info';
/** A button inside the toast, e.g. Undo: pressing it runs `onAction` and dismisses the toast. */
export type ToastAction = { label: string; onAction: () => void };
export type ToastOptions = { action?: ToastAction };
export type ToastItem = { id: number; kind: ToastKind; message: string; action?: ToastAction };

export type ToastApi = {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

// A toast's code loads after the page's first paint (no page shows one before the shopper has done something), so it
// is in no page's first JavaScript; the region that announces toasts is drawn with the page.
const Toast = lazyPart(() => import('./toast-item').then((module) => module.Toast));

/** Loads a toast's code; tests: before they show one. */
export const preloadToasts = (): Promise<unknown> => Toast.preload();

/**
 * Holds the toasts and renders them top right (docs/rules/sign-in.md#screen, docs/rules/constants.md: gone after 3.5 s
 * or on click), below the sticky header (4 rem high, 5 from lg): a toast never covers the logo or the bag.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  useEffect(() => {
    // Loaded ahead of the first toast, so it shows at once (and with no signal too).
    void afterFirstPaint()
      .then(preloadToasts)
      .catch(() => undefined);
  }, []);
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
          'items-end gap-2 sm:left-auto sm:w-96 xl:top-[5.75rem]'
        }
      >
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </Suspense>
      </div>
    </ToastContext>
  );
}

/** `const toast = useToast(); toast.success('Login successful')`. Needs <ToastProvider> above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
