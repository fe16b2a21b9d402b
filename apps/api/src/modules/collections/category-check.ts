import { isCategory } from '@vastra/domain/catalog';

/**
 * Whether a category rule's slug names one of the shop's categories: the one place collections ask
 * (docs/decisions/098-collections.md). Today the five fixed categories; when categories become the owner's table,
 * this reads it.
 */
export async function categoryExists(slug: string): Promise<boolean> {
  return Promise.resolve(isCategory(slug));
}
