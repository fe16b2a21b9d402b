import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The seed images are drawn once, by the build (apps/api/build.mjs writes dist/seed-catalogue.json),
// not at every start: the code that draws them must not even be loaded by the server. esbuild walks
// the same import graph the production bundle is made from and lists every file it reached.

const src = path.dirname(fileURLToPath(import.meta.url));
const DRAWING = /^db\/seed\/(art\/|catalog-generator|prepare-catalogue)/;

async function filesReachedFrom(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(src, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const { inputs }: Metafile = result.metafile;
  return Object.keys(inputs).map((file) => path.relative(src, path.resolve(file)).split(path.sep).join('/'));
}

describe('the server start-up', () => {
  it('loads neither the seed art nor the catalogue generator, only the prepared catalogue', async () => {
    const files = await filesReachedFrom('server.ts');
    expect(files.filter((file) => DRAWING.test(file))).toEqual([]);
    expect(files).toContain('modules/catalog/seed-catalogue.ts');
    expect(files).toContain('db/seed/prepared-catalogue.ts');
  });

  it('is told apart from the code that draws the images (which does reach the art)', async () => {
    const files = await filesReachedFrom('db/seed/prepare-catalogue.ts');
    expect(files).toContain('db/seed/art/views.ts');
    expect(files.filter((file) => DRAWING.test(file)).length).toBeGreaterThan(10);
  });
});
