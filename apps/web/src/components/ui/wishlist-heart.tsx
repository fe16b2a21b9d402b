import { WISHLIST_MAX } from '@vastra/domain/wishlist';
import { useI18n } from '../../lib/i18n';
import { useWishlist } from '../../lib/wishlist/use-wishlist';
import { cn } from './cn';

export type WishlistHeartProps = { productId: string; className?: string };

/**
 * The heart on a product card and the product page: saves the product to the wishlist or takes it out (the domain's
 * WISHLIST_MESSAGES save, remove and full, in the shopper's language).
 */
export function WishlistHeart({ productId, className }: WishlistHeartProps) {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const saved = wishlist.ids.includes(productId);
  const action = saved ? t('Remove from wishlist') : t('Save to wishlist');
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={action}
      title={
        wishlist.full && !saved
          ? t('Your wishlist is full ({max} products). Remove one to save another.', { max: WISHLIST_MAX })
          : action
      }
      onClick={() => wishlist.toggle(productId)}
      className={cn(
        'grid size-11 place-items-center rounded-full bg-paper/90 text-ink shadow-sm transition-colors ' +
          'hover:text-accent',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-5', saved && 'fill-current text-accent')}>
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
