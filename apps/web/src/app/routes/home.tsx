import { textsIn } from '@vastra/domain/i18n';
import { Suspense, useDeferredValue } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import {
  DEFAULT_RAILS,
  PLACEHOLDER_SLIDES,
  useHome,
  type Home,
  type HomeRailView,
} from '../../features/catalog/api/get-home';
import { CategoryTiles } from '../../features/catalog/components/category-tiles';
import { HandpickedFavorites } from '../../features/catalog/components/handpicked-favorites';
import { HeroSlider } from '../../features/catalog/components/hero-slider';
import { NewArrivals, ProductRail } from '../../features/catalog/components/new-arrivals';
import { PopularPicks } from '../../features/catalog/components/popular-picks';
import { ServiceHighlights } from '../../features/catalog/components/service-highlights';
import { useI18n } from '../../lib/i18n';
import { useShopName } from '../../lib/shop-config';
import { usePageTitle } from '../../lib/use-page-title';

// What this device opened last: its own chunk, not in the home page's first JavaScript
// (docs/decisions/125-recently-viewed-and-share.md).
const RecentlyViewed = lazyPart(() =>
  import('../../features/catalog/components/recently-viewed').then((module) => module.default),
);

/** One product rail of the owner's (docs/decisions/094-home-content.md), in the look of its source. */
function Rail({ rail, home, isPending }: { rail: HomeRailView; home: Home | undefined; isPending: boolean }) {
  const { title } = textsIn({ title: rail.title }, rail.hindi, useI18n().language);
  if (rail.source === 'new-arrivals') {
    return <NewArrivals title={title} products={home?.newArrivals} isPending={isPending} />;
  }
  if (rail.source === 'favourites') {
    return <HandpickedFavorites title={title} products={home?.favourites} isPending={isPending} />;
  }
  return (
    <ProductRail
      id={rail.id}
      title={title}
      products={home?.rails.find((r) => r.id === rail.id)?.items}
      isPending={isPending}
    />
  );
}

/**
 * / (docs/rules/catalogue.md#home): one query, GET /api/client/home, which the page usually brought
 * with it. A failure is silently ignored here (docs/rules/catalogue.md#messages).
 */
export function Component() {
  const shopName = useShopName();
  usePageTitle(null);
  const { data, isPending } = useHome();
  // The sections below the fold take the home one render later (React renders it right after the
  // first paint), so the first paint — the hero, the page's LCP — is not held up by ~30 product cards.
  const below = useDeferredValue(data, undefined);
  const pending = isPending || (data !== undefined && below === undefined);
  return (
    <div className="flex flex-col gap-14 pb-20 sm:gap-20">
      <h1 className="sr-only">{shopName}</h1>
      <div className="flex flex-col gap-6">
        <HeroSlider slides={data?.slides ?? PLACEHOLDER_SLIDES} images={data?.heroImages} />
        <ServiceHighlights />
      </div>
      <CategoryTiles covers={data?.categoryCovers} />
      {(below?.rails ?? data?.rails ?? DEFAULT_RAILS).map((rail) => (
        <Rail key={rail.id} rail={rail} home={below} isPending={pending} />
      ))}
      <PopularPicks previews={below?.previews} isPending={pending} />
      <Suspense fallback={null}>
        <RecentlyViewed />
      </Suspense>
    </div>
  );
}
