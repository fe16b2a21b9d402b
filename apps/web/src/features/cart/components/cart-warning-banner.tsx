import { Alert } from '../../../components/ui/alert';
import { useI18n } from '../../../lib/i18n';
import { cartWarningText } from '../cart-warning-text';

/** docs/rules/cart.md#screen: the dismissible warning banner with the current cart warning. */
export function CartWarningBanner({ warning, onDismiss }: { warning: string | null; onDismiss: () => void }) {
  const { t } = useI18n();
  if (!warning) return null;
  return (
    <Alert as="div" tone="warning" className="animate-fade-in flex items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-gold text-xs font-bold text-white"
      >
        !
      </span>
      <p className="flex-1 pt-0.5">{cartWarningText(warning, t)}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('Dismiss warning')}
        className={
          '-my-1 -mr-2 grid size-8 shrink-0 place-items-center rounded-full ' +
          'text-muted hover:bg-white/70 hover:text-ink'
        }
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </Alert>
  );
}
