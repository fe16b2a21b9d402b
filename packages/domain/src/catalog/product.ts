/**
 * A product in the one shape the storefront uses, whatever tolerant shape the API sent (docs/rules/catalogue.md#data).
 * Prices are rupee numbers, as the API gives them; convert with `rupeesToPaise` before doing sums.
 */
export type Product = {
  _id: string;
  title: string;
  description: string;
  category: string;
  /** Size names in the order the shop lists them; empty for a product without sizes. */
  sizes: string[];
  /** Available stock per size; may hold a 'default' entry for a product without sizes. */
  stockBySize: Record<string, number>;
  pricesBySize: Record<string, number>;
  originalPricesBySize: Record<string, number>;
  price: number;
  /** null when the API sent none. */
  originalPrice: number | null;
  /** Total available stock across sizes. */
  stock: number;
  /** Absolute URLs or same-origin paths, ready for an `<img src>`. */
  images: string[];
  /** The shown reviews' average and count, when the API sent them. */
  rating?: { average: number; count: number };
  /**
   * Its attributes in the shop's order, names as shown ("Fabric": "Cotton") and in Hindi where the shop gave them
   * (docs/decisions/174-attribute-names-in-hindi.md), when the API sent them.
   */
  attributes?: {
    slug: string;
    name: string;
    hindiName?: string;
    values: { slug: string; name: string; hindiName?: string }[];
  }[];
  /**
   * The second option's name ("Colour") when the product has one; its `sizes` are then keys like "M / Red"
   * (docs/decisions/099-variant-options.md).
   */
  option2Name?: string;
  /** The photos per second-option value, as positions in `images`, as the API sent them (photosOfOption reads them). */
  photosByOption?: Record<string, number[]>;
  /** Its title and description in Hindi, when it has a Hindi title (docs/decisions/136-hindi-storefront.md). */
  hindi?: { title: string; description: string };
};

/** Reads an own entry of a map, so that names like 'constructor' never hit the prototype. */
export function entryOf(map: Readonly<Record<string, number>>, key: string): number | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
