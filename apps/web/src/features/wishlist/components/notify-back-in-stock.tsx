import { isSizeAvailable, type Product } from '@vastra/domain/catalog';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { ShareButtons } from '../../../components/ui/share-buttons';
import { WishlistHeart } from '../../../components/ui/wishlist-heart';
import { ApiError } from '../../../lib/api-client';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import { useI18n } from '../../../lib/i18n';
import { rememberViewed } from '../../../lib/recently-viewed';
import { useWishlist } from '../../../lib/wishlist/use-wishlist';
import { paths } from '../../../config/paths';

export type NotifyBackInStockProps = {
  product: Product;
  /** The signed-in shopper's token, or null for a guest. */
  token: string | null;
  /** Sends a guest to sign in and back to this page (the product page's login intent). */
  onSignIn: () => void;
};

/**
 * Under the product's details, after the first paint: the heart with its words, and for each sold-out size "Notify me
 * when it's back" (signed in: one tap; a guest is asked to sign in first). A size she waits for says so
 * (docs/decisions/112-wishlist-back-in-stock.md). Below, sharing the product, WhatsApp first; and the product is
 * recorded on this device as recently viewed (docs/decisions/125-recently-viewed-and-share.md). The texts are the
 * domain's WISHLIST_MESSAGES, in the shopper's language.
 */
export function NotifyBackInStock({ product, token, onSignIn }: NotifyBackInStockProps) {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const soldOut = product.sizes.filter((size) => !isSizeAvailable(product, size));
  const saved = wishlist.ids.includes(product._id);
  useEffect(() => rememberViewed(product._id), [product._id]);

  async function notify(size: string) {
    if (!token) return onSignIn();
    setBusy(size);
    setError(null);
    try {
      wishlist.setAlert(
        await callAfterFirstPaint('requestBackInStock', { token, body: { productId: product._id, size } }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('Something went wrong. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-label={t('Wishlist')} className="flex flex-col gap-3 border-t border-line pt-4 text-sm">
      <div className="flex items-center gap-2">
        <WishlistHeart productId={product._id} className="size-10 bg-sand" />
        <span aria-hidden="true">{saved ? t('Saved to your wishlist') : t('Save to wishlist')}</span>
      </div>
      {soldOut.map((size) => {
        const waiting = wishlist.alerts.some((a) => a.productId === product._id && a.size === size && !a.notifiedAt);
        return (
          <p key={size} className="flex flex-wrap items-center gap-3">
            <span className="text-muted">{t('Size {size} is sold out.', { size })}</span>
            {waiting ? (
              <span role="status" className="font-medium text-ink">
                {t("We'll text you when it's back")}
              </span>
            ) : (
              <button
                type="button"
                disabled={busy === size}
                onClick={() => void notify(size)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {token ? t("Notify me when it's back") : t("Sign in to be told when it's back")}
                <span className="sr-only"> {t('(size {size})', { size })}</span>
              </button>
            )}
          </p>
        );
      })}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <ShareButtons title={product.title} path={paths.product.getHref(product._id)} />
    </section>
  );
}

export default NotifyBackInStock;
