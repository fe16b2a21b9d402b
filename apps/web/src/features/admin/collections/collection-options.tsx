import { CATALOG_HOME_SCREEN_MESSAGES as S } from '@vastra/domain/catalog';
import { useCollections } from './collections-api';

/**
 * The `<option>`s of a collection select in the back office (a home rail's collection,
 * docs/decisions/094-home-content.md): the shop's collections by title, hidden ones marked. While the list loads the
 * value already chosen stays an option, so a form never loses it.
 */
export function CollectionOptions({ current }: { current?: string | null | undefined }) {
  const list = useCollections();
  const collections = list.data?.collections ?? [];
  const missing = current && !collections.some((c) => c.id === current);
  return (
    <>
      {missing && <option value={current}>{current}</option>}
      {collections.map((collection) => (
        <option key={collection.id} value={collection.id}>
          {collection.visible ? collection.title : S.collectionHidden.replace('{title}', collection.title)}
        </option>
      ))}
    </>
  );
}

/** The shop's collections' titles by id, for showing a rail's collection. */
export function useCollectionTitles(): ReadonlyMap<string, string> {
  const list = useCollections();
  return new Map((list.data?.collections ?? []).map((c) => [c.id, c.title]));
}
