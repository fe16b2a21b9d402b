import { renderView } from './art';
import { CATALOG_SEED, generateCatalog } from './catalog-generator';
import type { PreparedProduct } from './prepared-catalogue';

export { PREPARED_CATALOGUE_FILE } from './prepared-catalogue';

/**
 * Draws the seed catalogue's images: ~200 SVG documents, about 1 MB. Run by the build and by
 * `npm run db:seed`, never by the server (see docs/decisions/017-seed-images-drawn-at-build-time.md).
 */
export function prepareCatalogue(seed = CATALOG_SEED): PreparedProduct[] {
  return generateCatalog(seed).map(({ art, ...product }) => ({
    ...product,
    images: art.views.map((view) => renderView(art, view)),
  }));
}
