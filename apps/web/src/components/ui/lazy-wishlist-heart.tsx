import { lazy, Suspense } from 'react';
import type { WishlistHeartProps } from './wishlist-heart';

// The heart and the wishlist's store come after the first paint: they stay out of the storefront's first JavaScript
// (docs/decisions/112-wishlist-back-in-stock.md).
const WishlistHeart = lazy(() => import('./wishlist-heart').then((module) => ({ default: module.WishlistHeart })));

/** WishlistHeart (./wishlist-heart.tsx), loaded after the page. */
export function LazyWishlistHeart(props: WishlistHeartProps) {
  return (
    <Suspense fallback={null}>
      <WishlistHeart {...props} />
    </Suspense>
  );
}
