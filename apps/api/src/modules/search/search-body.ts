import type { ProductResponse, SearchResponse } from '@vastra/domain/api';

// A search answer's JSON, its products' parts written once: a page of 24 products is most of the answer's bytes, and
// the same products appear in many answers (docs/decisions/143-search-answers-computed-for-the-few.md).

/**
 * Each product's JSON, per product object. The catalogue's snapshot never changes a product in place (a changed
 * product is a new object), so an object's JSON stays true for as long as the object lives.
 */
const productJson = new WeakMap<ProductResponse, string>();

function jsonOf(product: ProductResponse): string {
  let json = productJson.get(product);
  if (json === undefined) {
    json = JSON.stringify(product);
    productJson.set(product, json);
  }
  return json;
}

/** `JSON.stringify(response)`, byte for byte, with each product's JSON written once. */
export function searchBody(response: SearchResponse): string {
  const { items, ...rest } = response;
  // `rest` always holds the total, so its JSON is `{"total":…}`: the items go in front of its first key.
  return `{"items":[${items.map(jsonOf).join(',')}],${JSON.stringify(rest).slice(1)}`;
}
