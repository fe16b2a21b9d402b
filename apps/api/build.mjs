// Bundles the API (and the domain package it imports as TypeScript) into dist/server.mjs.
// Third-party packages stay external and load from node_modules.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const domainSrc = path.resolve(here, '../../packages/domain/src');

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(here, 'dist/server.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      // Keep our own workspace package inside the bundle: Node cannot run its .ts sources.
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@vastra\/domain\// }, (args) => ({
          path: path.join(domainSrc, args.path.slice('@vastra/domain/'.length), 'index.ts'),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
