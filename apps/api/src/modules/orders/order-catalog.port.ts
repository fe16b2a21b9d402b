import type { Db } from '../../db/client';

/** A (product, size) pair an order asks for. */
export interface CatalogKey {
  productId: string;
  size: string;
}

/** The catalogue's own facts about one (product, size): what the server charges and shows. */
export interface CatalogPrice extends CatalogKey {
  title: string;
  image: string | null;
  pricePaise: number;
  stock: number;
}

/**
 * What placing an order needs from the catalogue (design.md §4: the server prices every item
 * itself). app.ts adapts the catalogue module's service to it.
 */
export interface OrderCatalog {
  /** Server prices for the pairs, in the same order; undefined where the catalogue has no such product or size. */
  pricesFor(keys: readonly CatalogKey[]): Promise<(CatalogPrice | undefined)[]>;
  /** A product's title, to name it when the size asked for does not exist; null for no such product. */
  titleOf(productId: string): Promise<string | null>;
  /** Marks the catalogue changed, inside the transaction that changes stock (every process reloads). */
  bumpCatalogVersion(tx: Db): Promise<void>;
  /** Drops this process's cached catalogue right after such a transaction commits. */
  invalidate(): void;
}
