import type { CollectionPageResponse } from '@vastra/domain/api';
import { normalizeProducts, type Product } from '@vastra/domain/catalog';
import { textsIn } from '@vastra/domain/i18n';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import { useI18n } from '../../../lib/i18n';
import { pageOrigin, takeInitialPage } from '../../../lib/initial-page';
import { useShopName } from '../../../lib/shop-config';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

type Page = Omit<CollectionPageResponse, 'items'> & { items: Product[] };

export const collectionKeys = { page: (slug: string) => ['collections', slug] as const };

async function collectionPage(slug: string, cursor: string | null, signal: AbortSignal): Promise<Page> {
  const query = cursor ? { cursor } : {};
  const page = await callAfterFirstPaint('collectionPage', { params: { slug }, query, signal });
  return { ...page, items: normalizeProducts(page.items, pageOrigin()) };
}

/** The collection's first page the page brought (apps/web/src/lib/initial-page.ts), when it is this one's; once. */
function initialPage(slug: string): InfiniteData<Page, string | null> | undefined {
  const initial = takeInitialPage('collection');
  if (!initial || initial.slug !== slug) return undefined;
  const first = { ...initial.page, items: normalizeProducts(initial.page.items, pageOrigin()) };
  return { pages: [first], pageParams: [null] };
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /collections/{slug} (docs/decisions/098-collections.md): the collection's title, description (in Hindi on a Hindi
 * page where the owner wrote them) and products in its order, a page at a time ("Load more" asks for the next by its
 * cursor). An unknown or hidden collection shows `notFound` (the shop's not-found page).
 */
export function CollectionPage({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const query = useInfiniteQuery({
    queryKey: collectionKeys.page(slug),
    queryFn: ({ pageParam, signal }) => collectionPage(slug, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor,
    initialData: () => initialPage(slug),
    // The page's own first page is as fresh as the page.
    initialDataUpdatedAt: () => Date.now(),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: 60_000,
  });
  const collection = query.data?.pages[0]?.collection;
  const shopName = useShopName();
  const { t, language } = useI18n();
  // The title and description in the shopper's language: on a Hindi page the owner's Hindi where written, else the
  // English (docs/decisions/175-collections-in-hindi.md).
  const shown =
    collection && textsIn({ title: collection.title, description: collection.description }, collection.hindi, language);
  // The title the server's head gave the page (apps/api/src/plugins/spa-head.ts collectionHead), once known; a title
  // shown in Hindi names the tab instead of the SEO title, which is written in English for search engines.
  const pageTitle =
    collection && shown
      ? shown.title !== collection.title
        ? `${shown.title} | ${shopName}`
        : collection.seoTitle || `${collection.title} | ${shopName}`
      : null;
  useEffect(() => {
    if (pageTitle) document.title = pageTitle;
  }, [pageTitle]);
  if (query.isError && isNotFound(query.error)) return notFound;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {query.isError ? (
        <Alert>{t('Could not load this collection. Please try again.')}</Alert>
      ) : (
        <>
          <h1 className="font-display text-3xl text-ink sm:text-4xl">{shown?.title ?? ' '}</h1>
          {shown?.description && <p className="mt-3 max-w-2xl text-muted">{shown.description}</p>}
          {query.isPending ? (
            <ul
              aria-hidden="true"
              className="mt-8 grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 xl:grid-cols-4"
            >
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          ) : items.length === 0 ? (
            <p className="py-16 text-center text-muted">{t('No products in this collection yet.')}</p>
          ) : (
            <ul
              aria-label={t('Products')}
              className="mt-8 grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 xl:grid-cols-4"
            >
              {items.map((product, index) => (
                <li key={product._id} className="flex">
                  <ProductCard product={product} priority={index < 2} className="w-full" />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <div className="mt-10 flex justify-center">
              <button
                type="button"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                className={
                  'inline-flex min-h-11 items-center rounded-full border border-line px-6 text-sm font-medium ' +
                  'text-ink hover:border-ink disabled:opacity-60'
                }
              >
                {query.isFetchingNextPage ? t('Loading more products…') : t('Load more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
