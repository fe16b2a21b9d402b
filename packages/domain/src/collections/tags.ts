import { z } from 'zod';
import { TAG_MAX, TAGS_PER_PRODUCT_MAX } from './limits';
import { COLLECTIONS_MESSAGES as M } from './messages';

// Product tags (docs/decisions/098-collections.md): free words the owner gives products ("diwali", "bestseller"),
// kept lower-cased and trimmed, for automatic collections to select by.

/** A tag as stored: trimmed, lower case, inner spaces single; no comma (the spreadsheet separates tags with one). */
export function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * A tag in a body, normalised as it is read; a codec rather than a transform, so an answer that carries tags (a
 * collection's "tagged" rule) can be encoded by the same schema: a stored tag is already normal and goes out as it is.
 */
export const Tag = z.codec(
  z.string(),
  z
    .string()
    .min(1, M.tagEmpty)
    .max(TAG_MAX, M.tagLength)
    .regex(/^[^,\p{Cc}]+$/u, M.tagShape),
  { decode: normaliseTag, encode: (tag) => tag },
);

/** A product's tags: each once (after lower-casing), in the order given. */
export const Tags = z
  .array(Tag)
  .max(TAGS_PER_PRODUCT_MAX, M.tagsTooMany)
  .transform((tags) => [...new Set(tags)]);

/** Reads the spreadsheet's "Tags" cell (Shopify's: comma-separated) into tags, blanks dropped. */
export function tagsFromCell(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(',')
        .map(normaliseTag)
        .filter((t) => t !== ''),
    ),
  ];
}
