import type { Category } from '@vastra/domain/catalog';

/** A (product, size) pair an order asks for. */
export interface CatalogKey {
  productId: string;
  size: string;
}

/** The catalogue's own facts about one (product, size): what the server charges and shows. */
export interface CatalogPrice extends CatalogKey {
  title: string;
  /** The Hindi title, '' when none: the order line keeps it (docs/decisions/183-orders-keep-hindi-titles.md). */
  titleHi: string;
  image: string | null;
  pricePaise: number;
  /** The struck-through price (a sale's regular price, or the product's original), null when none. */
  compareAtPaise: number | null;
  /** True when a live sale set `pricePaise` (a coupon may leave such lines out). */
  onSale: boolean;
  /** The product's category, for offers scoped to categories and for GST (sarees). */
  category: Category;
  stock: number;
}

/**
 * What placing an order needs from the catalogue (docs/rules/security.md: the server prices every item
 * itself). app.ts adapts the catalogue module's service to it.
 */
export interface OrderCatalog {
  /**
   * Server prices for the pairs at `at` (now unless said: a sale live then sets the price), in the same order;
   * undefined where the catalogue has no such product or size.
   */
  pricesFor(keys: readonly CatalogKey[], at?: Date): Promise<(CatalogPrice | undefined)[]>;
  /** A product's title, to name it when the size asked for does not exist; null for no such product. */
  titleOf(productId: string): Promise<string | null>;
  /**
   * Right after a transaction that changed stock has committed: drops this process's cached
   * catalogue at once; settles when every other process has been told (never rejects). Never
   * inside the transaction, where it would hold orders up.
   */
  changed(): Promise<void>;
}
