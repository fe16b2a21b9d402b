import { useDeferredValue, useMemo } from 'react';
import { useProducts } from '../../features/catalog/api/get-products';
import { CategoryTiles } from '../../features/catalog/components/category-tiles';
import { HandpickedFavorites } from '../../features/catalog/components/handpicked-favorites';
import { HeroSlider } from '../../features/catalog/components/hero-slider';
import { NewArrivals } from '../../features/catalog/components/new-arrivals';
import { PopularPicks } from '../../features/catalog/components/popular-picks';
import { ServiceHighlights } from '../../features/catalog/components/service-highlights';
import { useShopName } from '../../lib/shop-config';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * / (docs/rules/catalogue.md#home). Product fetch failures are silently ignored here
 * (docs/rules/catalogue.md#messages).
 */
export function Component() {
  const shopName = useShopName();
  usePageTitle(null);
  const { data, isPending } = useProducts();
  const heroImages = useMemo(
    () =>
      (data ?? [])
        .filter((p) => p.stock > 0 && p.images[0])
        .slice(0, 6)
        .map((p) => p.images[0] ?? ''),
    [data],
  );
  // The sections below the fold take the list one render later (React renders it right after the
  // first paint), so the first paint — the hero, the page's LCP — is not held up by ~30 product cards.
  const below = useDeferredValue(data, undefined);
  const props = { products: below, isPending: isPending || (data !== undefined && below === undefined) };
  return (
    <div className="flex flex-col gap-14 pb-20 sm:gap-20">
      <h1 className="sr-only">{shopName}</h1>
      <div className="flex flex-col gap-6">
        <HeroSlider images={heroImages} />
        <ServiceHighlights />
      </div>
      <CategoryTiles products={data} />
      <NewArrivals {...props} />
      <HandpickedFavorites {...props} />
      <PopularPicks {...props} />
    </div>
  );
}
