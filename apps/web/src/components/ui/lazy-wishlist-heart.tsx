import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { WishlistHeartProps } from './wishlist-heart';

// The heart and the wishlist's store come after the first paint: they stay out of the storefront's first JavaScript
// (docs/decisions/112-wishlist-back-in-stock.md).
const WishlistHeart = lazyPart(() => import('./wishlist-heart').then((module) => module.WishlistHeart));

/** WishlistHeart (./wishlist-heart.tsx), loaded after the page. */
export function LazyWishlistHeart(props: WishlistHeartProps) {
  return (
    <Suspense fallback={null}>
      <WishlistHeart {...props} />
    </Suspense>
  );
}
