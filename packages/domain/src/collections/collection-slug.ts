import { COLLECTION_SLUG_MAX } from './limits';

/**
 * A collection's address made from its title: lower case, Latin diacritics dropped, every run of other characters one
 * hyphen ("Under ₹999" → `under-999`, "Diwali Edit" → `diwali-edit`); '' when nothing is left.
 */
export function collectionSlugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, COLLECTION_SLUG_MAX)
    .replace(/-+$/, '');
}
