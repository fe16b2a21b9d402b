/**
 * What the reviews need from the catalogue (apps/api/src/modules/catalog/catalog.service.ts): its shared
 * version, so cached reviews follow a change made in any process, and the way to announce one. A review
 * changes the product's rating, which the catalogue carries, so every review write is a catalogue change.
 */
export interface ReviewCatalog {
  /** A token that is the same object until this process reloads the catalogue (after any announced change). */
  epoch(): Promise<object>;
  /** Call after a review write has committed: reloads this process at once, tells the others. */
  changed(): Promise<void>;
}
