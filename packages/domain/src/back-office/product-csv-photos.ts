import { IMAGE_ALT_MAX } from './constants';
import { BACK_OFFICE_MESSAGES as M } from './messages';
import type { CsvCatalogueProduct, ProductImportPlan, ProductImportRowResult } from './product-csv-plan';
import type { ProductCsvLine } from './product-csv-read';

// A product's photos in the product spreadsheet (docs/decisions/095-catalogue-csv.md): matched, never downloaded.

/** An address's path ('/media/p/1/a.jpg' of 'https://shop.in/media/p/1/a.jpg'). */
const pathOf = (url: string): string => url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');

/** A bare file name (`kurti-red-1.jpg`): no scheme, no folder; matched to the ZIP of photos by name. */
export const isPhotoFileName = (src: string): boolean => /^[^/\\:?#]+\.[a-z0-9]{2,5}$/i.test(src);

/**
 * The photos a product's lines add: a product's own photo (by its address) stays; a bare file name is taken from the
 * ZIP sent with the file (`photos`: its file names, lower-case; undefined when none was sent); anything else is
 * reported on its row, never fetched.
 */
export function checkPhotos(
  lines: readonly ProductCsvLine[],
  results: readonly ProductImportRowResult[],
  existing: CsvCatalogueProduct | undefined,
  photos: ReadonlySet<string> | undefined,
): ProductImportPlan['photos'] {
  const zipPhotos: ProductImportPlan['photos'] = [];
  lines.forEach((line, i) => {
    const src = (line.cells.imageSrc ?? '').trim();
    const result = results[i];
    if (!src || !result) return;
    const own = existing?.images.some((image) => image.url === src || pathOf(image.url) === src);
    if (own) return;
    if (!isPhotoFileName(src)) result.notes.push(M.productCsvPhotoNotImported(src));
    else if (!photos) result.notes.push(M.productCsvPhotoNoZip(src));
    else if (!photos.has(src.toLowerCase())) result.errors.push(M.productCsvPhotoMissing(src));
    else {
      result.notes.push(M.productCsvPhotoFound(src));
      result.changes.push(M.productCsvNewPhoto);
      zipPhotos.push({ name: src.toLowerCase(), alt: (line.cells.imageAlt ?? '').trim().slice(0, IMAGE_ALT_MAX) });
    }
  });
  return zipPhotos;
}
