import { readFile } from 'node:fs/promises';
import type { SeedProduct } from './catalog-generator';

// The seed catalogue with its pictures already drawn. The build writes it once (apps/api/build.mjs);
// a server with an empty shop only reads it, so the art code is not part of the server at all.

/** A seed product ready to store: its gallery images as SVG documents, in gallery order. */
export type PreparedProduct = Omit<SeedProduct, 'art'> & { images: string[] };

/** The content type of every seed image. */
export const SEED_IMAGE_TYPE = 'image/svg+xml';

/** The prepared catalogue's file name, next to the server bundle in apps/api/dist. */
export const PREPARED_CATALOGUE_FILE = 'seed-catalogue.json';

/** Reads the catalogue the build prepared; says how to make it when it is missing. */
export async function readPreparedCatalogue(file: string): Promise<PreparedProduct[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`The seed catalogue is not built (${file}): run \`npm run build\`, or set SEED_CATALOG=false.`, {
      cause: error,
    });
  }
  const products: unknown = JSON.parse(text);
  if (!Array.isArray(products) || products.length === 0) throw new Error(`${file} holds no seed products.`);
  return products as PreparedProduct[];
}
