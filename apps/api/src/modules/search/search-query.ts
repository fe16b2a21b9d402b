import type { SearchQuery } from '@vastra/domain/api';
import { parseSearchText, SEARCH_PAGE_SIZE, type SearchSort, type SearchText } from '@vastra/domain/catalog';
import { Lru } from '../../shared/lru';
import type { AttributeDefinition, SearchFilters } from './search-index';

// A search's query string read into what its answer depends on, in a canonical form: two ways of writing the same
// search share one remembered answer (search.service.ts).

/** A query read and checked: what the answer depends on, in a canonical form. */
export interface ReadQuery {
  terms: readonly string[];
  filters: SearchFilters;
  sort: SearchSort;
  limit: number;
}

/**
 * A query's attribute filters in a canonical form (attributes and values sorted). A name no attribute has is left
 * out, as the shop's address leaves out a campaign's parameters (`ref=newsletter`) and an old link may name an
 * attribute since removed (docs/decisions/092-attributes.md).
 */
function readAttributeFilters(
  query: SearchQuery,
  definitions: readonly AttributeDefinition[],
): Record<string, string[]> | undefined {
  const wanted = query.attributes;
  if (!wanted) return undefined;
  const out: Record<string, string[]> = {};
  for (const slug of Object.keys(wanted).sort()) {
    if (!definitions.some((d) => d.slug === slug)) continue;
    const values = [...new Set(wanted[slug])].sort();
    if (values.length > 0) out[slug] = values;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** How many searched texts keep what they were read into. */
const TEXTS_KEPT = 1000;

/**
 * Each searched text read once (its words normalised, spellings made canonical, a price in words taken out): a
 * shopper narrowing a search by its filters, sort and pages sends the same words each time, and reading them was
 * ~3 % of a never-asked answer's time (docs/decisions/190-quicker-never-asked-answers.md). Read-only: the readings
 * made from one text share its terms.
 */
const texts = new Lru<string, Readonly<SearchText>>(TEXTS_KEPT);

function readText(q: string): Readonly<SearchText> {
  let text = texts.get(q);
  if (text === undefined) {
    text = parseSearchText(q);
    Object.freeze(text.terms);
    texts.set(q, text);
  }
  return text;
}

export function readQuery(query: SearchQuery, definitions: readonly AttributeDefinition[]): ReadQuery {
  const text = readText(query.q ?? '');
  const bound = (a: number | undefined, b: number | undefined, pick: (x: number, y: number) => number) =>
    a === undefined ? b : b === undefined ? a : pick(a, b);
  const sizes = query.size
    ? [...new Set(query.size.split(',').map((s) => s.trim()))].filter(Boolean).sort()
    : undefined;
  const filters: SearchFilters = { inStock: query.inStock === 'true' };
  if (query.category) filters.category = query.category;
  if (sizes && sizes.length > 0) filters.sizes = sizes;
  const minPrice = bound(query.minPrice, text.minPrice, Math.max);
  const maxPrice = bound(query.maxPrice, text.maxPrice, Math.min);
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const attributes = readAttributeFilters(query, definitions);
  if (attributes) filters.attributes = attributes;
  const sort = query.sort ?? 'relevance';
  return {
    terms: text.terms,
    filters,
    sort: sort === 'relevance' && text.terms.length === 0 ? 'newest' : sort,
    limit: query.limit ?? SEARCH_PAGE_SIZE,
  };
}
