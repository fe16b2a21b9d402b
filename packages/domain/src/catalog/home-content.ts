import { HANDPICKED_FAVOURITES_COUNT, NEW_ARRIVALS_COUNT } from './constants';
import { CLAIM_FREE_SLIDE_IDS, HERO_SLIDES } from './hero-slides';

// The home page's content, the owner's (docs/decisions/094-home-content.md): the hero's slides and the product rails,
// each optionally on a schedule. Pure data and rules, no zod (the storefront's first paint imports this module).

/** The most slides, and rails, a home carries; a rail's most products; the texts' longest lengths. */
export const HOME_SLIDES_MAX = 8;
export const HOME_RAILS_MAX = 8;
export const HOME_RAIL_PRODUCTS_MAX = 12;
export const HOME_HEADLINE_MAX = 80;
export const HOME_SUB_TEXT_MAX = 160;
export const HOME_RAIL_TITLE_MAX = 60;
export const HOME_LINK_MAX = 200;

/**
 * Where a rail's products come from: the home's random new arrivals, its random in-stock favourites (both as the
 * home has always picked them), products the owner picks and orders, a category's products in list order, or one of
 * the shop's collections (docs/decisions/098-collections.md) in its order (manual) or by its rules (automatic).
 */
export const HOME_RAIL_SOURCES = ['new-arrivals', 'favourites', 'handpicked', 'category', 'collection'] as const;
export type HomeRailSource = (typeof HOME_RAIL_SOURCES)[number];

/** Times are ISO 8601 instants; a missing start means "from now on", a missing end "until removed". */
export interface HomeSchedule {
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

export interface HomeSlide extends HomeSchedule {
  readonly id: string;
  readonly headline: string;
  readonly subText: string;
  /** A same-site path of an uploaded photo, or null for the built-in art (the catalogue's photos in arches). */
  readonly image: string | null;
  /** Where its Shop Now button leads: a storefront path such as `/shop?category=saree`. */
  readonly link: string;
  /**
   * The headline and sub-text on Hindi pages (docs/decisions/173-owner-texts-in-hindi.md); '' or absent (a home saved
   * before them) for none: the English one then.
   */
  readonly headlineHi?: string;
  readonly subTextHi?: string;
}

export interface HomeRail extends HomeSchedule {
  readonly id: string;
  readonly title: string;
  /** The title on Hindi pages, as a slide's headline (`HomeSlide`). */
  readonly titleHi?: string;
  readonly source: HomeRailSource;
  /** The category of a `category` rail, else null. */
  readonly category: string | null;
  /**
   * The collection (its id) of a `collection` rail, else null. Optional: a home saved before collection rails has
   * none (read as null by `withRailDefaults`).
   */
  readonly collection?: string | null;
  /** The products of a `handpicked` rail, in the owner's order; empty for the other sources. */
  readonly productIds: readonly string[];
  /** How many products it shows at most. */
  readonly count: number;
}

export interface HomeContent {
  readonly slides: readonly HomeSlide[];
  readonly rails: readonly HomeRail[];
}

/** A saved home as the current shapes have it: a rail saved before collection rails gets `collection: null`. */
export function withRailDefaults(content: HomeContent): HomeContent {
  return { ...content, rails: content.rails.map((rail) => ({ ...rail, collection: rail.collection ?? null })) };
}

/**
 * Whether the home shows a rail with these products: a collection's rail only with some (a hidden collection's, or
 * one without products, is left out rather than shown as an empty heading); every other rail as before.
 */
export function isRailShown(source: HomeRailSource, items: number): boolean {
  return source !== 'collection' || items > 0;
}

/** The products of `ids` in their order, at most `count`: unknown ids (gone from the catalogue) drop out. */
export function productsInOrder<T extends { _id: string }>(
  products: readonly T[],
  ids: readonly string[],
  count: number,
): T[] {
  const byId = new Map(products.map((product) => [product._id.toLowerCase(), product]));
  return ids.flatMap((id) => byId.get(id.toLowerCase()) ?? []).slice(0, count);
}

/** The shop's home before the owner changes it: the spec's three slides and today's two rails. */
export const DEFAULT_HOME_CONTENT: HomeContent = {
  slides: HERO_SLIDES.map((slide) => ({
    ...slide,
    image: null,
    link: '/shop',
    startsAt: null,
    endsAt: null,
  })),
  rails: [
    {
      // Rail ids differ from the slides' ('new-arrivals' is a slide): every id of a home is its own.
      id: 'new-arrivals-rail',
      title: 'New Arrivals',
      titleHi: 'नए प्रोडक्ट',
      source: 'new-arrivals',
      category: null,
      productIds: [],
      count: NEW_ARRIVALS_COUNT,
      startsAt: null,
      endsAt: null,
    },
    {
      id: 'favourites-rail',
      title: 'Our Handpicked Favorites',
      titleHi: 'हमारे चुनिंदा पसंदीदा',
      source: 'favourites',
      category: null,
      productIds: [],
      count: HANDPICKED_FAVOURITES_COUNT,
      startsAt: null,
      endsAt: null,
    },
  ],
};

/**
 * The home a production shop shows until the owner saves one: the defaults without the slides that make claims
 * (CLAIM_FREE_SLIDE_IDS). Outside production, the defaults as they are.
 */
export function defaultHomeContent(production: boolean): HomeContent {
  return production ? CLAIM_FREE_HOME_CONTENT : DEFAULT_HOME_CONTENT;
}

const CLAIM_FREE_HOME_CONTENT: HomeContent = {
  ...DEFAULT_HOME_CONTENT,
  slides: DEFAULT_HOME_CONTENT.slides.filter((slide) => CLAIM_FREE_SLIDE_IDS.includes(slide.id)),
};

const timeOf = (iso: string | null): number | null => {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
};

/** Whether an item shows at `now`: from its start (inclusive) until its end (exclusive). */
export function isLiveAt(item: HomeSchedule, now: Date): boolean {
  const time = now.getTime();
  const start = timeOf(item.startsAt);
  const end = timeOf(item.endsAt);
  return (start === null || start <= time) && (end === null || time < end);
}

/** The items live at `now`, in their order. */
export function liveAt<T extends HomeSchedule>(items: readonly T[], now: Date): T[] {
  return items.filter((item) => isLiveAt(item, now));
}

/**
 * The first start or end after `now` among the home's slides and rails, or null when none is ahead: what the home
 * shows cannot change before it, so a cached home answer lives no longer.
 */
export function nextHomeBoundary(content: HomeContent, now: Date): Date | null {
  const time = now.getTime();
  let next: number | null = null;
  for (const item of [...content.slides, ...content.rails]) {
    for (const moment of [timeOf(item.startsAt), timeOf(item.endsAt)]) {
      if (moment !== null && moment > time && (next === null || moment < next)) next = moment;
    }
  }
  return next === null ? null : new Date(next);
}

/**
 * Whether a link stays on the shop: a path from the root (`/shop?category=saree`, `/collections/diwali-edit`), never
 * another site (`https://…`, `//host`, `/\host`), a script (`javascript:`) or a control character.
 */
export function isSameSitePath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return !/[\\\u0000-\u001f\u007f\s]/.test(link);
}
