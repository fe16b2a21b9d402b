import type { ProductCardResponse, ProductResponse, SearchResponse } from '@vastra/domain/api';

// A search answer lists its products as cards (docs/decisions/162-search-answers-list-cards.md), each card made and
// written once: a page of 24 cards is most of the answer's bytes, and the same products appear in many answers
// (docs/decisions/143-search-answers-computed-for-the-few.md).

/**
 * Each product's card, and each card's JSON, per object. The catalogue's snapshot never changes a product in place (a
 * changed product is a new object), so a card stays true for as long as its product lives.
 */
const cards = new WeakMap<ProductResponse, ProductCardResponse>();
const cardJson = new WeakMap<ProductCardResponse, string>();

/** The product as its card: every field but the description, the attributes and the photos per colour. */
export function cardOf(product: ProductResponse): ProductCardResponse {
  let card = cards.get(product);
  if (card === undefined) {
    const { description: _description, attributes: _attributes, photosByOption: _photos, hindi, ...shown } = product;
    card = hindi ? { ...shown, hindi: { title: hindi.title } } : shown;
    cards.set(product, card);
  }
  return card;
}

function jsonOf(card: ProductCardResponse): string {
  let json = cardJson.get(card);
  if (json === undefined) {
    json = JSON.stringify(card);
    cardJson.set(card, json);
  }
  return json;
}

/** `JSON.stringify(response)`, byte for byte, with each card's JSON written once. */
export function searchBody(response: SearchResponse): string {
  const { items, ...rest } = response;
  // `rest` always holds the total, so its JSON is `{"total":…}`: the items go in front of its first key.
  return `{"items":[${items.map(jsonOf).join(',')}],${JSON.stringify(rest).slice(1)}`;
}
