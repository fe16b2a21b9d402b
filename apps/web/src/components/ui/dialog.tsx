import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../lib/i18n';
import { cn } from './cn';

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]),' +
  'select:not([disabled]),textarea:not([disabled]),' +
  '[tabindex]:not([tabindex="-1"])';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, overlay click and the X button. */
  onClose: () => void;
  /** The accessible name, shown as the heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  /** Optional description id target; the text is rendered under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Element to focus on open; defaults to the dialog itself (its name is announced, Tab reaches the controls). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Panel width in px (docs/rules/constants.md: checkout dialog 420). */
  width?: number;
  className?: string;
  /** Label of the X button ('Close' in the shopper's language by default); pass null to hide it. */
  closeLabel?: string | null;
  /** Centres the title and text (e.g. a promotional popup). */
  align?: 'start' | 'center';
};

/** An accessible modal: role=dialog, aria-modal, focus trap, Escape, overlay click, focus returns on close. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  hideTitle,
  description,
  children,
  initialFocusRef,
  width = 420,
  className,
  closeLabel,
  align = 'start',
}: DialogProps) {
  const { t } = useI18n();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Before the dialog is painted: from the moment it shows, it has the focus and Escape closes it (after paint, a key
  // pressed in between went to the page behind; the browse journey's Escape did, on a busy machine).
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? panel;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const [head, tail] = [items[0], items[items.length - 1]];
      const active = document.activeElement;
      if (event.shiftKey && (active === head || active === panel || !panel.contains(active))) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && (active === tail || !panel.contains(active))) {
        event.preventDefault();
        head?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [initialFocusRef]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        data-testid="dialog-overlay"
        aria-hidden="true"
        onClick={onClose}
        className="animate-fade-in absolute inset-0 bg-ink/60 backdrop-blur-[2px]"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        style={{ maxWidth: width }}
        className={cn(
          'animate-rise-in relative max-h-[92dvh] w-full overflow-y-auto ' +
            'rounded-t-3xl bg-paper p-6 shadow-2xl outline-none sm:rounded-3xl sm:p-8',
          align === 'center' && 'text-center',
          className,
        )}
      >
        {closeLabel !== null && (
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel ?? t('Close')}
            className={
              'absolute top-3 right-3 grid size-10 place-items-center rounded-full ' +
              'text-muted transition-colors hover:bg-sand hover:text-ink'
            }
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
        <h2
          id={titleId}
          className={cn(
            'font-display text-2xl leading-tight text-ink',
            align === 'center' ? 'px-8' : 'pr-8',
            hideTitle && 'sr-only',
          )}
        >
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-muted">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
