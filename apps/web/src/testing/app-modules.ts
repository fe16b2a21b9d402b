import type { RouteObject } from 'react-router';
import { routes } from '../app/router';
import { loadApiContract } from '../lib/api-contract';

type Preload = () => Promise<unknown>;

function screenPreloads(list: RouteObject[]): Preload[] {
  return list.flatMap((route) => {
    const preload = (route.handle as { preload?: Preload } | undefined)?.preload;
    return [...(preload ? [preload] : []), ...screenPreloads(route.children ?? [])];
  });
}

/**
 * Loads every module the app loads on demand: each route's screen (as main.tsx does for the first
 * one), the API contract and its client, the cart's store, the product reviews, the product page's Check delivery and
 * size guide, the search suggestions, the phone menu's categories, the promo popup's dialog, the footer, the scroll
 * restoration, the offer badges and the shop's filters. The helpers that render the whole app await it at the top of
 * their module, so it happens while the test file is imported,
 * which no time limit covers. Otherwise the first test of a file pays for transforming and
 * evaluating those modules inside its own time: on a loaded machine that took seconds, while the
 * app sat behind the logo loader (the Suspense fallback of the route table) and the test's findBy*
 * gave up. With them loaded, a screen renders at once and a test waits only for its own behaviour.
 */
export async function loadAppModules(): Promise<void> {
  await Promise.all([
    ...screenPreloads(routes).map((preload) => preload()),
    loadApiContract(),
    import('../features/cart/browser-cart-store'),
    import('../features/reviews/components/product-reviews'),
    import('../features/catalog/components/product-details/check-delivery'),
    import('../components/layout/search-suggestions'),
    import('../features/catalog/components/filter-sheet'),
    import('../features/catalog/components/attribute-filters'),
    import('../features/catalog/components/product-details/size-guide-button'),
    import('../components/layout/menu-categories'),
    import('../components/layout/promo-dialog'),
    import('../components/layout/footer'),
    import('../components/layout/scroll-restoration'),
    import('../components/pricing/offer-badges'),
    import('../lib/api/call-endpoint'),
  ]);
}
