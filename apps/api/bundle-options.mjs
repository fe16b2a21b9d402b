// esbuild's options for bundling one of the API's entry files: Node 20 ESM, third-party packages external,
// and our own domain package's TypeScript inside the bundle (Node cannot run its .ts sources). Used by
// build.mjs and by the tests that run an entry file as its own process (src/testing/bundle-entry.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, whatever the working directory. */
export const API_DIR = path.dirname(fileURLToPath(import.meta.url));
const domainSrc = path.resolve(API_DIR, '../../packages/domain/src');

/** @type {import('esbuild').BuildOptions} */
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  plugins: [
    {
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@vastra\/domain\// }, (args) => ({
          path: path.join(domainSrc, args.path.slice('@vastra/domain/'.length), 'index.ts'),
        }));
      },
    },
  ],
  logLevel: 'warning',
};
