import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_HOME_CONTENT,
  defaultHomeContent,
  HOME_RAIL_SOURCES,
  categoryLabel,
  isCategory,
  isSameSitePath,
  normalizeProducts,
  resolveImageUrl,
  type Category,
  type HomeRailSource,
  type HomeSlide,
  type Product,
} from '@vastra/domain/catalog';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import { pageOrigin, takeInitialPage } from '../../../lib/initial-page';
import { productKeys } from './product-keys';

/**
 * A hero slide as the home shows it: `image` null is the built-in art framing the catalogue's photos; `hindi` its texts
 * on Hindi pages when the owner wrote them (docs/decisions/173-owner-texts-in-hindi.md).
 */
export type HomeSlideView = {
  id: string;
  headline: string;
  subText: string;
  image: string | null;
  link: string;
  hindi?: { headline: string; subText: string };
};

/**
 * A product rail, in the owner's order (docs/decisions/094-home-content.md): a `new-arrivals` rail shows the home's
 * `newArrivals` and a `favourites` rail its `favourites`; the others their own `items`.
 */
export type HomeRailView = {
  id: string;
  title: string;
  hindi?: { title: string };
  source: HomeRailSource;
  items: Product[];
};

const slideView = ({ id, headline, subText, headlineHi, subTextHi, image, link }: HomeSlide): HomeSlideView => ({
  id,
  headline,
  subText,
  image,
  link,
  hindi: { headline: headlineHi ?? '', subText: subTextHi ?? '' },
});

/** The shop's default slides and rails: what a home answer without them (an older one) shows. */
export const DEFAULT_SLIDES: HomeSlideView[] = DEFAULT_HOME_CONTENT.slides.map(slideView);
/**
 * The hero while the home loads, or when it could not be read: the default slides that promise no discount or deadline
 * the shop may not have, as a production shop's home starts (docs/decisions/160-production-starts-without-the-seed.md).
 */
export const PLACEHOLDER_SLIDES: HomeSlideView[] = defaultHomeContent(true).slides.map(slideView);
export const DEFAULT_RAILS: HomeRailView[] = DEFAULT_HOME_CONTENT.rails.map(({ id, title, titleHi, source }) => ({
  id,
  title,
  hindi: { title: titleHi ?? '' },
  source,
  items: [],
}));

/** What the home page shows (docs/rules/catalogue.md#home), its products read as the storefront reads them. */
export type Home = {
  /** The hero's slides live now, in order. */
  slides: HomeSlideView[];
  /** The product rails live now, in order. */
  rails: HomeRailView[];
  /** Product photos for the hero's arches, in order (two per slide). */
  heroImages: string[];
  /** The tiles in order: a cover photo per category, or null when it has none; the shop's name for it. */
  categoryCovers: { category: Category; name: string; image: string | null }[];
  newArrivals: Product[];
  favourites: Product[];
  previews: { category: Category; name: string; items: Product[] }[];
};

/**
 * Reads the home answer tolerantly, as products are read (docs/rules/catalogue.md#data): the same reader takes the
 * page's embedded copy, which is not parsed by zod (zod stays off the first paint).
 */
export function readHome(raw: unknown, origin: string): Home {
  const home = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const image = (value: unknown) => (typeof value === 'string' && value !== '' ? resolveImageUrl(value, origin) : null);
  const byCategory = <T>(value: unknown, read: (entry: Record<string, unknown>) => T) =>
    list(value).flatMap((entry) => {
      const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      return isCategory(item.category)
        ? [{ category: item.category, name: text(item.name) || categoryLabel(item.category), ...read(item) }]
        : [];
    });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const entries = (value: unknown) =>
    list(value).map((entry) => (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>);
  // The Hindi texts when the answer has them, each read as text.
  const hindiOf = <K extends string>(entry: Record<string, unknown>, keys: readonly K[]) => {
    if (typeof entry.hindi !== 'object' || entry.hindi === null) return {};
    const hindi = entry.hindi as Record<string, unknown>;
    return { hindi: Object.fromEntries(keys.map((key) => [key, text(hindi[key])])) as Record<K, string> };
  };
  const isSource = (value: unknown): value is HomeRailSource => HOME_RAIL_SOURCES.some((source) => source === value);
  return {
    slides: Array.isArray(home.slides)
      ? entries(home.slides).map((slide) => ({
          id: text(slide.id),
          headline: text(slide.headline),
          subText: text(slide.subText),
          image: image(slide.image),
          // Only a path of this shop is followed, whatever the answer says.
          link: isSameSitePath(text(slide.link)) ? text(slide.link) : '/shop',
          ...hindiOf(slide, ['headline', 'subText']),
        }))
      : DEFAULT_SLIDES,
    rails: Array.isArray(home.rails)
      ? entries(home.rails).flatMap((rail) =>
          isSource(rail.source)
            ? [
                {
                  id: text(rail.id),
                  title: text(rail.title),
                  ...hindiOf(rail, ['title']),
                  source: rail.source,
                  items: normalizeProducts(rail.items, origin),
                },
              ]
            : [],
        )
      : DEFAULT_RAILS,
    heroImages: list(home.heroImages).flatMap((value) => image(value) ?? []),
    categoryCovers: byCategory(home.categoryCovers, (entry) => ({ image: image(entry.image) })),
    newArrivals: normalizeProducts(home.newArrivals, origin),
    favourites: normalizeProducts(home.favourites, origin),
    previews: byCategory(home.previews, (entry) => ({ items: normalizeProducts(entry.items, origin) })),
  };
}

/** GET /api/client/home (contract `home`): the hero's photos, the tiles' covers and the home's product picks. */
export async function getHome(signal?: AbortSignal): Promise<Home> {
  const raw = await callAfterFirstPaint('home', { signal });
  return readHome(raw, pageOrigin());
}

/**
 * The home query. When the page brought its home (apps/web/src/lib/initial-page.ts) that is the first
 * answer and nothing is fetched; the picks are re-picked by the server every few minutes, so a visit
 * keeps the same ones for a while.
 */
export const homeQueryOptions = queryOptions({
  queryKey: productKeys.home(),
  queryFn: ({ signal }) => getHome(signal),
  initialData: () => {
    const page = takeInitialPage('home');
    return page ? readHome(page.home, pageOrigin()) : undefined;
  },
  // The embedded home is as fresh as the page.
  initialDataUpdatedAt: () => Date.now(),
  staleTime: 5 * 60_000,
});

export function useHome() {
  return useQuery(homeQueryOptions);
}
