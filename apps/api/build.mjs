// Bundles the API (and the domain package it imports as TypeScript) into dist/server.mjs, and draws
// the seed catalogue's images once into dist/seed-catalogue.json, which a server with an empty shop
// reads instead of drawing them at start-up. Third-party packages stay external (node_modules).
// `node build.mjs --seed-catalogue` writes only the seed file (for `npm run dev`, which runs from source).
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIR, bundleOptions } from './bundle-options.mjs';

const here = API_DIR;
const dist = path.join(here, 'dist');
const common = bundleOptions;

/** Bundles the art, runs it, and keeps only its output (the same bytes the seed used to draw at start-up). */
async function writeSeedCatalogue() {
  const script = path.join(dist, 'prepare-catalogue.tmp.mjs');
  await build({ ...common, entryPoints: [path.join(here, 'src/db/seed/prepare-catalogue.ts')], outfile: script });
  try {
    const { prepareCatalogue, PREPARED_CATALOGUE_FILE } = await import(pathToFileURL(script).href);
    await writeFile(path.join(dist, PREPARED_CATALOGUE_FILE), JSON.stringify(prepareCatalogue()));
  } finally {
    await rm(script, { force: true });
  }
}

if (!process.argv.includes('--seed-catalogue')) {
  await build({
    ...common,
    entryPoints: [path.join(here, 'src/server.ts')],
    outfile: path.join(dist, 'server.mjs'),
    sourcemap: true,
  });
}
await writeSeedCatalogue();
