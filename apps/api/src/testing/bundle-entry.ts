import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** apps/api, whatever the working directory. */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles one of the api's entry files (`src/server.ts`, `src/owner-cli.ts`) to `outfile`, as apps/api/build.mjs
 * does, so a test can run it as its own process: the domain package's TypeScript goes into the bundle (Node cannot
 * run it), every other package stays external.
 */
export async function bundleEntry(entry: string, outfile: string): Promise<void> {
  const domainSrc = path.resolve(API_DIR, '../../packages/domain/src');
  await build({
    entryPoints: [path.join(API_DIR, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    plugins: [
      {
        name: 'bundle-domain',
        setup(b) {
          b.onResolve({ filter: /^@vastra\/domain\// }, (a) => ({
            path: path.join(domainSrc, a.path.slice('@vastra/domain/'.length), 'index.ts'),
          }));
        },
      },
    ],
    logLevel: 'warning',
  });
}
