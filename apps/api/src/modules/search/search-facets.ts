import type { SearchFacets } from '@vastra/domain/api';
import { PRICE_BANDS, sizesInNaturalOrder } from '@vastra/domain/catalog';
import { bytesOfText, writeFacetsWith } from './search-body';
import type { AttributeDefinition, CategoryDefinition, Counts, IndexTables, SearchFilters } from './search-tables';

type Value = AttributeDefinition['values'][number];

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

  /** Each attribute's first value number: its values are numbered from it, in their order. */
  const firstValueOf: number[] = [];
  let valuesBefore = 0;
  for (const definition of definitions) {
    firstValueOf.push(valuesBefore);
    valuesBefore += definition.values.length;
  }

  // Which values a page's facets show, read once for both the objects and the JSON below.

  /** The categories shown: every one the shop shows, and a hidden one while it is the filter (an old link). */
  function categoriesShown(filters: SearchFilters): number[] {
    const chosen = categoryOf(filters);
    return categoryDefinitions.flatMap((c, i) => (c.hidden && i !== chosen ? [] : [i]));
  }

  /** The sizes shown when every chosen size is one of the index's: each counting a product or chosen, S before M. */
  function sizesShown(counts: Counts, filters: SearchFilters): number[] {
    const chosen = filters.sizes ?? [];
    return sizeOrder().filter((id) => (counts.sizes[id] ?? 0) > 0 || chosen.includes(sizeNames[id] as string));
  }

  /**
   * The storefront filters shown: each filter attribute (its place in `definitions`) with its values that count at
   * least one product or are chosen, in the shop's order; an attribute with none left out.
   */
  function attributesShown(counts: Counts, filters: SearchFilters): [number, number[]][] {
    const shown: [number, number[]][] = [];
    definitions.forEach((definition, a) => {
      if (!definition.filter) return;
      const chosen = filters.attributes?.[definition.slug] ?? [];
      const first = firstValueOf[a] as number;
      const values: number[] = [];
      definition.values.forEach(({ slug }, n) => {
        if ((counts.values[first + n] ?? 0) > 0 || chosen.includes(slug)) values.push(first + n);
      });
      if (values.length > 0) shown.push([a, values]);
    });
    return shown;
  }

  /** The value numbered `id` (`firstValueOf`) of the attribute at `a`. */
  const valueOf = (a: number, id: number) => definitions[a]?.values[id - (firstValueOf[a] as number)] as Value;

  /** The sizes facet; with a chosen size no product has (an old link), placed among the others by the same order. */
  function sizeFacet(counts: Counts, filters: SearchFilters): SearchFacets['sizes'] {
    if (!unknownSize(filters)) {
      return sizesShown(counts, filters).map((id) => ({
        value: sizeNames[id] as string,
        count: counts.sizes[id] ?? 0,
      }));
    }
    const counted = new Map<string, number>();
    counts.sizes.forEach((n, id) => {
      if (n > 0) counted.set(sizeNames[id] as string, n);
    });
    return sizesInNaturalOrder([...counted.keys(), ...(filters.sizes ?? [])]).map((value) => ({
      value,
      count: counted.get(value) ?? 0,
    }));
  }

  function facetsOf(counts: Counts, filters: SearchFilters): SearchFacets {
    return {
      categories: categoriesShown(filters).map((i) => {
        const { slug, name } = categoryDefinitions[i] as CategoryDefinition;
        return { value: slug, name, count: counts.categories[i] ?? 0 };
      }),
      sizes: sizeFacet(counts, filters),
      priceBands: PRICE_BANDS.map((band, i) => ({ min: band.min, max: band.max, count: counts.bands[i] ?? 0 })),
      attributes: attributesShown(counts, filters).map(([a, ids]) => {
        const { slug, name, hindiName } = definitions[a] as AttributeDefinition;
        const values = ids.map((id) => {
          const { slug: value, name: valueName, hindiName: valueHindi } = valueOf(a, id);
          const count = counts.values[id] ?? 0;
          return valueHindi
            ? { value, name: valueName, hindiName: valueHindi, count }
            : { value, name: valueName, count };
        });
        return hindiName ? { slug, name, hindiName, values } : { slug, name, values };
      }),
    };
  }

  /** `JSON.stringify(facetsOf(counts, filters))` in UTF-8, one character per byte, from the parts made above. */
  function facetsJson(counts: Counts, filters: SearchFilters): string {
    const list = (items: string[]) => `[${items.join(',')}]`;
    const categoriesJson = list(
      categoriesShown(filters).map((i) => `${categoryParts[i]}${counts.categories[i] ?? 0}}`),
    );
    const sizesJson = unknownSize(filters)
      ? json(sizeFacet(counts, filters))
      : list(sizesShown(counts, filters).map((id) => `${sizeParts[id]}${counts.sizes[id] ?? 0}}`));
    const bandsJson = list(bandParts.map((part, i) => `${part}${counts.bands[i] ?? 0}}`));
    const attributesJson = list(
      attributesShown(counts, filters).map(
        ([a, ids]) =>
          `${attributeParts[a]}${ids.map((id) => `${valueParts[id]}${counts.values[id] ?? 0}}`).join(',')}]}`,
      ),
    );
    const facets = `"categories":${categoriesJson},"sizes":${sizesJson},"priceBands":${bandsJson}`;
    return `{${facets},"attributes":${attributesJson}}`;
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
