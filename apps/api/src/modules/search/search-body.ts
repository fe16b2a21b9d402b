import type { ProductCardResponse, ProductResponse, SearchFacets, SearchResponse } from '@vastra/domain/api';
import type { IndexEntry } from './search-tables';

// A search answer lists its products as cards (docs/decisions/162-search-answers-list-cards.md), each card made and
// written once: a page of 24 cards is most of the answer's bytes, and the same products appear in many answers
// (docs/decisions/143-search-answers-computed-for-the-few.md).

/**
 * Each product's card, and each card's JSON, per object. The catalogue's snapshot never changes a product in place (a
 * changed product is a new object), so a card stays true for as long as its product lives.
 */
const cards = new WeakMap<ProductResponse, ProductCardResponse>();
/**
 * Each card's JSON as its UTF-8 bytes, one character per byte: an answer is then joined and made bytes by copying
 * (a Hindi title made the whole answer's text two bytes a character, and encoding 20 KB of it took ~40 µs of a
 * never-asked answer's ~480; docs/decisions/185-search-answers-joined-as-bytes.md). Kept on the card itself, under a
 * symbol no JSON or spread copy sees; the search's index keeps them on its entries too, where an answer reads them
 * (docs/decisions/192-product-facts-packed.md).
 */
const BYTES = Symbol('card bytes');
type WrittenCard = ProductCardResponse & { [BYTES]?: string };

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

/** The card's JSON as bytes (one character per byte), written once per card. */
export function cardBytesOf(card: WrittenCard): string {
  let bytes = card[BYTES];
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(card), 'utf8').toString('latin1');
    Object.defineProperty(card, BYTES, { value: bytes });
  }
  return bytes;
}

/**
 * The cards of a page's entries and their JSON as bytes, in order; `fresh[n]`, when there is one, is the catalogue's
 * newer copy of entry n's product. An entry keeps its card and bytes once made, read with it: looked up per card, they
 * were ~3 % of a never-asked answer's CPU (docs/decisions/192-product-facts-packed.md).
 */
export function cardsOf(entries: readonly IndexEntry[], fresh: readonly (ProductResponse | null)[] | null) {
  const items: ProductCardResponse[] = [];
  const cardBytes: string[] = [];
  entries.forEach((e, n) => {
    const product = fresh?.[n];
    if (product) {
      const card = cardOf(product);
      items.push(card);
      cardBytes.push(cardBytesOf(card));
      return;
    }
    e.card ??= cardOf(e.product);
    e.cardBytes ??= cardBytesOf(e.card);
    items.push(e.card);
    cardBytes.push(e.cardBytes);
  });
  return { items, cardBytes };
}

/** Per facets object, what writes its JSON as bytes without reading it as objects (search-facets.ts). */
const facetWriters = new WeakMap<SearchFacets, () => string>();

/** Text as its UTF-8 bytes, one character per byte (ASCII text is that already). */
export const bytesOfText = (text: string): string =>
  /[\u0080-\uffff]/.test(text) ? Buffer.from(text, 'utf8').toString('latin1') : text;

/** `write` gives `facets`' JSON as bytes, `JSON.stringify(facets)` to the byte: an answer's body is written with it. */
export function writeFacetsWith(facets: SearchFacets, write: () => string): void {
  facetWriters.set(facets, write);
}

/**
 * The facets' JSON as bytes, written again for each body (a few µs from their pieces): kept, they outlived the young
 * generation with every answer's counts (docs/decisions/191-never-asked-answers-not-kept.md).
 */
const facetsBytesOf = (facets: SearchFacets): string =>
  facetWriters.get(facets)?.() ?? bytesOfText(JSON.stringify(facets));

/**
 * `JSON.stringify(response)` in UTF-8, byte for byte, with each card's JSON written and encoded once. Its parts are
 * copied into one Buffer of their total size: joining them into one text first made ~35 KB of short-lived strings per
 * answer (the joined text, then its flattened copy), about a third of what a never-asked answer allocated
 * (docs/decisions/190-quicker-never-asked-answers.md). `cardBytes`: the items' JSON as bytes, in their order (each
 * card's own, `cardBytesOf`, when not given).
 */
export function searchBody(
  response: SearchResponse,
  cardBytes: readonly string[] = response.items.map(cardBytesOf),
): Buffer {
  const parts = ['{"items":['];
  // A comma of its own: `,${card}` would be flattened into a copy of the card's bytes when written.
  cardBytes.forEach((bytes, n) => (n === 0 ? parts.push(bytes) : parts.push(',', bytes)));
  parts.push(']');
  for (const [key, value] of Object.entries(response)) {
    if (key === 'items' || value === undefined) continue;
    const json = key === 'facets' ? facetsBytesOf(value as SearchFacets) : bytesOfText(JSON.stringify(value));
    parts.push(`,${JSON.stringify(key)}:`, json);
  }
  parts.push('}');
  let size = 0;
  for (const part of parts) size += part.length;
  const body = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += body.write(part, at, 'latin1');
  return body;
}
