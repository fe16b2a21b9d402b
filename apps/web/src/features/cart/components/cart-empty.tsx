import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../lib/i18n';

/** docs/rules/cart.md#screen: 'Your cart is empty.' with Continue Shopping to /shop. */
export function CartEmpty() {
  const { t } = useI18n();
  return (
    <div
      className={
        'flex flex-col items-center gap-5 rounded-[var(--radius-card)] border ' +
        'border-dashed border-line bg-white/60 px-6 py-16 text-center'
      }
    >
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-sand text-accent">
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 8h14l-1 12H6L5 8Z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </svg>
      </span>
      <div className="space-y-1">
        <p className="font-display text-2xl text-ink">{t('Your cart is empty.')}</p>
        <p className="text-sm text-muted">{t('Kurtis, sarees and suits are waiting for you.')}</p>
      </div>
      <Link to={paths.shop.getHref()} className={buttonClasses({ variant: 'primary' })}>
        {t('Continue Shopping')}
      </Link>
    </div>
  );
}
