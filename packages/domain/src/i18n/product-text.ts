import type { Language } from './language';

/**
 * Texts the owner writes, as a shopper reading `language` sees them: on a Hindi page each Hindi text the owner wrote,
 * else (left empty, or no Hindi at all) the English one. A product's title and description
 * (docs/decisions/136-hindi-storefront.md), a home slide's headline and sub-text, a rail's title
 * (docs/decisions/173-owner-texts-in-hindi.md).
 */
export function textsIn<T extends Record<string, string>>(
  english: T,
  hindi: { readonly [K in keyof T]?: string } | undefined,
  language: Language,
): T {
  if (language !== 'hi' || hindi === undefined) return english;
  const shown: Record<string, string> = { ...english };
  for (const [key, text] of Object.entries(english)) shown[key] = hindi[key]?.trim() || text;
  return shown as T;
}

/** What a product's text is made of: its English title and description, and its Hindi ones when it has them. */
export type ProductText = { title: string; description: string; hindi?: { title: string; description: string } };

/** A product's title and description as a shopper reading `language` sees them (`textsIn`). */
export function productTextIn(product: ProductText, language: Language): { title: string; description: string } {
  return textsIn({ title: product.title, description: product.description }, product.hindi, language);
}

/**
 * A name the shop gives in English and, optionally, in Hindi (an attribute's or its value's:
 * docs/decisions/174-attribute-names-in-hindi.md; a category's), as a shopper reading `language` sees it; the API
 * sends names trimmed.
 */
export function nameIn(named: { name: string; hindiName?: string | undefined }, language: Language): string {
  return (language === 'hi' && named.hindiName) || named.name;
}
