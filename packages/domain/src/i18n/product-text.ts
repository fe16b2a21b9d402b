import type { Language } from './language';

/** What a product's text is made of: its English title and description, and its Hindi ones when it has them. */
export type ProductText = { title: string; description: string; hindi?: { title: string; description: string } };

/**
 * A product's title and description as a shopper reading `language` sees them (docs/decisions/136-hindi-storefront.md):
 * the Hindi ones on a Hindi page when the owner wrote them, each falling back to the English when empty.
 */
export function productTextIn(product: ProductText, language: Language): { title: string; description: string } {
  const hindi = language === 'hi' ? product.hindi : undefined;
  return {
    title: hindi?.title.trim() || product.title,
    description: hindi?.description.trim() || product.description,
  };
}
