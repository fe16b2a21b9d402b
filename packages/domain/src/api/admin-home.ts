import { z } from 'zod';
import {
  HOME_HEADLINE_MAX,
  HOME_LINK_MAX,
  HOME_RAIL_PRODUCTS_MAX,
  HOME_RAIL_SOURCES,
  HOME_RAIL_TITLE_MAX,
  HOME_RAILS_MAX,
  HOME_SLIDES_MAX,
  HOME_SUB_TEXT_MAX,
  isSameSitePath,
} from '../catalog/home-content';
import { CATALOG_HOME_MESSAGES as M } from '../catalog/home-messages';
import { Id, IsoDateTime } from './common';
import { HindiText } from './hindi-text';

// The home page's content, the back office's side: /api/admin/home (docs/decisions/094-home-content.md).

/** A start or end: an ISO 8601 instant with its offset, kept as UTC text; null or absent for none. */
const Moment = z.iso
  .datetime({ offset: true })
  .transform((text) => new Date(text).toISOString())
  .nullable()
  .default(null);

const SameSitePath = (message: string) =>
  z
    .string()
    .trim()
    .max(HOME_LINK_MAX, M.linkLength)
    .refine((path) => isSameSitePath(path), message);

/** The end comes after the start (checked when both are there and valid). */
const endAfterStart = (item: { startsAt?: unknown; endsAt?: unknown }) =>
  typeof item.startsAt !== 'string' ||
  typeof item.endsAt !== 'string' ||
  Date.parse(item.endsAt) > Date.parse(item.startsAt);
const endIssue = { message: M.endBeforeStart, path: ['endsAt'] };

export const HomeSlideInput = z
  .strictObject({
    id: Id,
    // Measured before trimming as well: 20,000 spaces are refused, not saved as an empty text.
    headline: z
      .string()
      .max(HOME_HEADLINE_MAX * 4, M.headlineLength)
      .trim()
      .min(1, M.headlineRequired)
      .max(HOME_HEADLINE_MAX, M.headlineLength),
    subText: z
      .string()
      .max(HOME_SUB_TEXT_MAX * 4, M.subTextLength)
      .trim()
      .max(HOME_SUB_TEXT_MAX, M.subTextLength)
      .default(''),
    headlineHi: HindiText(HOME_HEADLINE_MAX, M.headlineHiLength),
    subTextHi: HindiText(HOME_SUB_TEXT_MAX, M.subTextHiLength),
    image: SameSitePath(M.imageSameSite).nullable().default(null),
    link: SameSitePath(M.linkSameSite),
    startsAt: Moment,
    endsAt: Moment,
  })
  .refine(endAfterStart, endIssue);
export type HomeSlideInput = z.input<typeof HomeSlideInput>;

export const HomeRailInput = z
  .strictObject({
    id: Id,
    title: z
      .string()
      .max(HOME_RAIL_TITLE_MAX * 4, M.railTitleLength)
      .trim()
      .min(1, M.railTitleRequired)
      .max(HOME_RAIL_TITLE_MAX, M.railTitleLength),
    titleHi: HindiText(HOME_RAIL_TITLE_MAX, M.railTitleHiLength),
    source: z.enum(HOME_RAIL_SOURCES),
    category: z.string().max(160).trim().max(40).nullable().default(null),
    collection: Id.nullable().default(null),
    productIds: z.array(Id).max(HOME_RAIL_PRODUCTS_MAX, M.railProducts).default([]),
    count: z.number().int(M.railCount).min(1, M.railCount).max(HOME_RAIL_PRODUCTS_MAX, M.railCount),
    startsAt: Moment,
    endsAt: Moment,
  })
  .refine(endAfterStart, endIssue)
  .refine((rail) => rail.source !== 'category' || (rail.category ?? '') !== '', {
    message: M.railCategory,
    path: ['category'],
  })
  .refine((rail) => rail.source !== 'collection' || (rail.collection ?? null) !== null, {
    message: M.railCollection,
    path: ['collection'],
  })
  .refine((rail) => rail.source !== 'handpicked' || (rail.productIds?.length ?? 0) > 0, {
    message: M.railProducts,
    path: ['productIds'],
  });
export type HomeRailInput = z.input<typeof HomeRailInput>;

/**
 * PUT /api/admin/home: the whole home, slides and rails in their order (adding, editing, removing and reordering are
 * one save), with the version it was read at: a save over someone else's newer one is refused.
 */
export const SaveHomeBody = z
  .strictObject({
    version: z.number().int().min(0),
    slides: z.array(HomeSlideInput).max(HOME_SLIDES_MAX, M.slidesMax),
    rails: z.array(HomeRailInput).max(HOME_RAILS_MAX, M.railsMax),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const item of [...body.slides, ...body.rails]) {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', message: M.duplicateId.replace('{id}', item.id), path: ['slides'] });
        return;
      }
      seen.add(item.id);
    }
  });
export type SaveHomeBody = z.input<typeof SaveHomeBody>;

const Schedule = { startsAt: IsoDateTime.nullable(), endsAt: IsoDateTime.nullable() };

export const HomeSlideResponse = z.object({
  id: z.string(),
  headline: z.string(),
  subText: z.string(),
  /** In Hindi, '' for none (docs/decisions/173-owner-texts-in-hindi.md). */
  headlineHi: z.string(),
  subTextHi: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  ...Schedule,
  /** Whether it shows at the server's now. */
  live: z.boolean(),
});

export const HomeRailResponse = z.object({
  id: z.string(),
  title: z.string(),
  titleHi: z.string(),
  source: z.enum(HOME_RAIL_SOURCES),
  category: z.string().nullable(),
  collection: z.string().nullable().default(null),
  productIds: z.array(z.string()),
  count: z.number().int(),
  ...Schedule,
  live: z.boolean(),
});

/** GET /api/admin/home: the home's content, whether it is the defaults, and what is live at the server's now. */
export const AdminHomeResponse = z.object({
  version: z.number().int(),
  isDefault: z.boolean(),
  updatedAt: IsoDateTime.nullable(),
  /** The server's now, which `live` was worked out at. */
  now: IsoDateTime,
  /** The next start or end ahead, when what shows will change by itself. */
  nextChangeAt: IsoDateTime.nullable(),
  slides: z.array(HomeSlideResponse),
  rails: z.array(HomeRailResponse),
});
export type AdminHomeResponse = z.infer<typeof AdminHomeResponse>;
