import type { SearchFacets } from '@vastra/domain/api';
import { PRICE_BANDS, sizesInNaturalOrder } from '@vastra/domain/catalog';
import { bytesOfText, writeFacetsWith } from './search-body';
import type { CategoryDefinition, Counts, IndexTables, SearchFilters } from './search-tables';

// A page's facets (each filter's values with their counts) made of the counts the index keeps. An answer sent over
// HTTP writes them from pieces of JSON made once per index and never makes them objects; the objects are made when
// something reads them (docs/decisions/191-never-asked-answers-not-kept.md).

/** A value as JSON in UTF-8, one character per byte (as search-body.ts writes an answer). */
const json = (value: unknown) => bytesOfText(JSON.stringify(value));

/** The facets of one index: its categories, sizes and attributes, numbered as its tables number them. */
export function createFacets(t: IndexTables, categoryDefinitions: readonly CategoryDefinition[]) {
  const { definitions, categories, sizeNames, sizeIdOf } = t;

  // Each facet value's JSON up to its count: `{"value":"red","name":"Red","count":` — its count and `}` follow.
  const categoryParts = categoryDefinitions.map((c) => `{"value":${json(c.slug)},"name":${json(c.name)},"count":`);
  const sizeParts = sizeNames.map((name) => `{"value":${json(name)},"count":`);
  const bandParts = PRICE_BANDS.map((b) => `{"min":${json(b.min)},"max":${json(b.max)},"count":`);
  const named = (name: string, hindiName: string | undefined) =>
    `"name":${json(name)},${hindiName ? `"hindiName":${json(hindiName)},` : ''}`;
  const attributeParts = definitions.map((d) => `{"slug":${json(d.slug)},${named(d.name, d.hindiName)}"values":[`);
  const valueParts = definitions.flatMap((d) =>
    d.values.map((v) => `{"value":${json(v.slug)},${named(v.name, v.hindiName)}"count":`),
  );

  /** The index's sizes in their natural order (S before M before L), sorted once. */
  let sizesInOrder: readonly number[] | null = null;
  const sizeOrder = () => (sizesInOrder ??= sizesInNaturalOrder(sizeNames).map((name) => sizeIdOf.get(name) as number));

  /** A chosen size no product has (an old link). */
  const unknownSize = (filters: SearchFilters) => (filters.sizes ?? []).some((name) => !sizeIdOf.has(name));
  const categoryOf = (filters: SearchFilters) =>
    filters.category === undefined ? -1 : categories.indexOf(filters.category);

  /**
   * The storefront filters' counts: each filter attribute with its values that count at least one product or are
   * chosen, in the shop's order; an attribute with none left out.
   */
  function attributeFacets(counts: Uint32Array, filters: SearchFilters): NonNullable<SearchFacets['attributes']> {
    const facets: NonNullable<SearchFacets['attributes']> = [];
    let id = 0;
    for (const definition of definitions) {
      const chosen = filters.attributes?.[definition.slug] ?? [];
      const values: NonNullable<SearchFacets['attributes']>[number]['values'] = [];
      for (const { slug, name, hindiName } of definition.values) {
        const count = counts[id] ?? 0;
        id += 1;
        if (definition.filter && (count > 0 || chosen.includes(slug))) {
          values.push(hindiName ? { value: slug, name, hindiName, count } : { value: slug, name, count });
        }
      }
      if (values.length === 0) continue;
      const { slug, name, hindiName } = definition;
      facets.push(hindiName ? { slug, name, hindiName, values } : { slug, name, values });
    }
    return facets;
  }

  /** The sizes facet: each size counting a product or chosen, in natural order, with its count. */
  function sizeFacet(counts: Counts, filters: SearchFilters): SearchFacets['sizes'] {
    const chosen = filters.sizes ?? [];
    if (unknownSize(filters)) {
      // A size no product has (an old link): placed among the others by the same order.
      const counted = new Map<string, number>();
      counts.sizes.forEach((n, id) => {
        if (n > 0) counted.set(sizeNames[id] as string, n);
      });
      return sizesInNaturalOrder([...counted.keys(), ...chosen]).map((value) => ({
        value,
        count: counted.get(value) ?? 0,
      }));
    }
    const sizes: SearchFacets['sizes'] = [];
    for (const id of sizeOrder()) {
      const count = counts.sizes[id] ?? 0;
      const value = sizeNames[id] as string;
      if (count > 0 || chosen.includes(value)) sizes.push({ value, count });
    }
    return sizes;
  }

  function facetsOf(counts: Counts, filters: SearchFilters): SearchFacets {
    const category = categoryOf(filters);
    return {
      // The shown categories in the shop's order, and a hidden one only while it is the filter (an old link).
      categories: categoryDefinitions.flatMap((c, i) =>
        c.hidden && i !== category ? [] : [{ value: c.slug, name: c.name, count: counts.categories[i] ?? 0 }],
      ),
      sizes: sizeFacet(counts, filters),
      priceBands: PRICE_BANDS.map((band, i) => ({ min: band.min, max: band.max, count: counts.bands[i] ?? 0 })),
      attributes: attributeFacets(counts.values, filters),
    };
  }

  /** `JSON.stringify(facetsOf(counts, filters))` in UTF-8, one character per byte, from the parts made above. */
  function facetsJson(counts: Counts, filters: SearchFilters): string {
    const category = categoryOf(filters);
    let out = '{"categories":[';
    let comma = '';
    categoryDefinitions.forEach((c, i) => {
      if (c.hidden && i !== category) return;
      out += `${comma}${categoryParts[i]}${counts.categories[i] ?? 0}}`;
      comma = ',';
    });
    out += '],"sizes":';
    if (unknownSize(filters)) out += json(sizeFacet(counts, filters));
    else {
      const chosen = filters.sizes ?? [];
      out += '[';
      comma = '';
      for (const id of sizeOrder()) {
        const count = counts.sizes[id] ?? 0;
        if (count === 0 && !chosen.includes(sizeNames[id] as string)) continue;
        out += `${comma}${sizeParts[id]}${count}}`;
        comma = ',';
      }
      out += ']';
    }
    out += ',"priceBands":[';
    comma = '';
    bandParts.forEach((part, i) => {
      out += `${comma}${part}${counts.bands[i] ?? 0}}`;
      comma = ',';
    });
    out += '],"attributes":[';
    comma = '';
    let id = 0;
    definitions.forEach((definition, a) => {
      const first = id;
      id += definition.values.length;
      if (!definition.filter) return;
      const chosen = filters.attributes?.[definition.slug] ?? [];
      let values = '';
      for (let v = first; v < id; v++) {
        const count = counts.values[v] ?? 0;
        if (count === 0 && !chosen.includes(definition.values[v - first]?.slug as string)) continue;
        values += `${values === '' ? '' : ','}${valueParts[v]}${count}}`;
      }
      if (values === '') return;
      out += `${comma}${attributeParts[a]}${values}]}`;
      comma = ',';
    });
    return `${out}]}`;
  }

  /**
   * The facets of `counts` (kept per set of candidates and filters, search-counts-kept.ts, so shared by a query's sorts
   * and pages) and `filters`, for one page: an object whose fields are made when first read, and whose JSON is written
   * from the parts above for each body (search-body.ts). Not kept: kept with the counts, they outlived the young
   * generation with them (docs/decisions/191-never-asked-answers-not-kept.md).
   */
  return function facetsFor(counts: Counts, filters: SearchFilters): SearchFacets {
    let made: SearchFacets | undefined;
    const read = () => (made ??= facetsOf(counts, filters));
    const facets: SearchFacets = {
      get categories() {
        return read().categories;
      },
      get sizes() {
        return read().sizes;
      },
      get priceBands() {
        return read().priceBands;
      },
      get attributes() {
        return read().attributes;
      },
    };
    writeFacetsWith(facets, () => facetsJson(counts, filters));
    return facets;
  };
}
