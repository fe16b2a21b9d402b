import { normalizeProduct, normalizeProducts, type Product } from '@vastra/domain/catalog';
import { initialPageGeneration, pageOrigin, takeInitialPage } from '../../../lib/initial-page';

type Held = { id: string; product?: Product; similar?: Product[] };
let held: Held | null | undefined;
let heldFrom = initialPageGeneration();

/**
 * The product page's embedded data (apps/web/src/lib/initial-page.ts), read once and held until both halves are
 * taken.
 */
function read(): Held | null {
  if (held === undefined || heldFrom !== initialPageGeneration()) {
    heldFrom = initialPageGeneration();
    const page = takeInitialPage('product');
    const product = page ? normalizeProduct(page.product, pageOrigin()) : null;
    held =
      product && page ? { id: product._id, product, similar: normalizeProducts(page.similar, pageOrigin()) } : null;
  }
  return held;
}

/**
 * The product the page brought, when it is product `id`; once (the product query's initialData). The
 * tolerant reader stands in for zod, which is not on the first paint.
 */
export function takeInitialProduct(id: string): Product | undefined {
  const page = read();
  if (page?.id !== id) return undefined;
  const { product } = page;
  page.product = undefined;
  return product;
}

/** The similar products the page brought with product `id`; once (the similar query's initialData). */
export function takeInitialSimilar(id: string): Product[] | undefined {
  const page = read();
  if (page?.id !== id) return undefined;
  const { similar } = page;
  page.similar = undefined;
  return similar;
}

/** Tests: forget the held page, so the next read takes the document's again. */
export function resetInitialProductPageForTests(): void {
  held = undefined;
}
