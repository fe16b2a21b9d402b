import { PRICE_BANDS } from '@vastra/domain/catalog';
import { hasBit } from './search-bits';
import {
  readFilters,
  type Candidates,
  type Counts,
  type IndexEntry,
  type IndexTables,
  type SearchFilters,
} from './search-tables';

// A page counted one product at a time: for a few candidates, cheaper than the bitsets (search-bitset-page.ts) and
// the same answer (search-bits.test.ts).

/** The page at `offset`, the total and the facets' counts. */
export function scanPage(
  t: IndexTables,
  candidates: Candidates,
  filters: SearchFilters,
  offset: number,
  limit: number,
) {
  const { inStock } = filters;
  const { category, sizeFilter, wantedSizes, wantedValues, low, high } = readFilters(t, filters);
  const wanted = new Uint8Array(t.sizeNames.length);
  for (const id of wantedSizes) wanted[id] = 1;
  const wantedValue = new Uint8Array(t.attributeOf.length);
  const filtered = new Uint8Array(t.definitions.length);
  for (const [a, ids] of wantedValues) {
    filtered[a] = 1;
    for (const id of ids) wantedValue[id] = 1;
  }
  const attributeFilters = wantedValues.size;
  const counts: Counts = {
    categories: new Array<number>(t.categories.length).fill(0),
    sizes: new Array<number>(t.sizeNames.length).fill(0),
    bands: PRICE_BANDS.map(() => 0),
    values: new Uint32Array(t.attributeOf.length),
  };
  const hits = new Uint8Array(t.definitions.length);
  const found: IndexEntry[] = [];
  let total = 0;
  const { walk, bits } = candidates;
  for (let n = 0; n < walk.length; n++) {
    const entry = walk[n] as IndexEntry;
    if (bits && !hasBit(bits, entry.position)) continue;
    const { sizeIds, sizeStock, valueIds } = entry;
    // How many attribute filters it fails, and the last one: with one failed, it still counts in that facet.
    let failed = 0;
    let failedAttribute = -1;
    if (attributeFilters > 0) {
      hits.fill(0);
      for (let i = 0; i < valueIds.length; i++) {
        const id = valueIds[i] as number;
        if (wantedValue[id] === 1) hits[t.attributeOf[id] as number] = 1;
      }
      for (let a = 0; a < filtered.length; a++) {
        if (filtered[a] === 1 && hits[a] === 0) {
          failed += 1;
          failedAttribute = a;
        }
      }
    }
    const attributesOk = failed === 0;
    const categoryOk = category < 0 || entry.category === category;
    const priceOk = entry.price >= low && entry.price <= high;
    // A size filter wants the size in stock, and a size counts the products holding it: ticking 'M (7)' shows
    // those 7 (docs/decisions/102-shopper-polish.md).
    let sizeOk = !inStock && !sizeFilter;
    for (let i = 0; i < sizeIds.length; i++) {
      if ((sizeStock[i] as number) <= 0) continue;
      if (!sizeFilter || wanted[sizeIds[i] as number] === 1) sizeOk = true;
      if (attributesOk && categoryOk && priceOk) {
        counts.sizes[sizeIds[i] as number] = (counts.sizes[sizeIds[i] as number] as number) + 1;
      }
    }
    if (attributesOk && sizeOk && priceOk && entry.category >= 0) {
      counts.categories[entry.category] = (counts.categories[entry.category] as number) + 1;
    }
    if (attributesOk && sizeOk && categoryOk && entry.band >= 0) {
      counts.bands[entry.band] = (counts.bands[entry.band] as number) + 1;
    }
    if (failed <= 1 && categoryOk && priceOk && sizeOk) {
      for (let i = 0; i < valueIds.length; i++) {
        const id = valueIds[i] as number;
        if (failed === 0 || t.attributeOf[id] === failedAttribute) {
          counts.values[id] = (counts.values[id] as number) + 1;
        }
      }
    }
    if (attributesOk && categoryOk && priceOk && sizeOk) {
      if (total >= offset && found.length < limit) found.push(entry);
      total += 1;
    }
  }
  return { found, total, counts };
}
