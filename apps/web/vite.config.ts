import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bootScript } from './vite-plugins/boot-script';
import { serviceWorker } from './vite-plugins/service-worker';
import { stripEndpointSummaries } from './vite-plugins/strip-endpoint-summaries';

// The dev server proxies /api and /uploads to the API (API_PORT, default 3000).
const apiPort = process.env.API_PORT ?? '3000';

/**
 * Writes which source modules each chunk holds (.vite/chunk-modules.json, beside the manifest, which
 * names only each chunk's entry module): scripts/check-bundle-size.mjs uses it to prove that no
 * storefront route's first download carries back-office code.
 */
function chunkModules(): Plugin {
  const webRoot = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'vastra-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') map[file] = output.moduleIds.map((id) => path.relative(webRoot, id));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
    },
  };
}

/**
 * What every storefront page draws with — product cards, photos, prices, badges, ratings — in one chunk with what they
 * import (React, TanStack Query, the paths, the shop's configuration), rather than in some twenty small chunks that
 * each cost a request and their own import lines (docs/decisions/115-storefront-kit-chunk.md). The budget check
 * (scripts/check-bundle-size.mjs) proves it holds none of the back office.
 */
const STOREFRONT_KIT = [
  'src/components/ui/cn.ts',
  'src/components/ui/badge.tsx',
  'src/components/ui/price.tsx',
  'src/components/ui/product-photo.tsx',
  'src/components/ui/rating.tsx',
  'src/components/ui/lazy-wishlist-heart.tsx',
  'src/components/pricing/lazy-offer-badges.tsx',
  'src/features/catalog/components/product-card.tsx',
  'src/features/catalog/components/product-card-skeleton.tsx',
  'src/features/catalog/components/product-image.tsx',
  'src/lib/use-page-title.ts',
  'src/lib/initial-page.ts',
  'src/features/catalog/api/product-keys.ts',
  'packages/domain/src/catalog/image-url.ts',
  'packages/domain/src/catalog/constants.ts',
  'packages/domain/src/catalog/normalize-product.ts',
];
const inStorefrontKit = (id: string) => STOREFRONT_KIT.some((file) => id.endsWith(file));

/**
 * Two builds: the shop (dist/) and, with `--ssr`, the module the API draws first screens with
 * (dist-ssr/entry-server.js: docs/decisions/135-first-screens-drawn-on-the-server.md), which needs neither the
 * styles, the public files, the service worker nor the manifest.
 */
export default defineConfig(({ isSsrBuild }) => ({
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild
    ? [react(), stripEndpointSummaries()]
    : [
        react(),
        tailwindcss(),
        stripEndpointSummaries(),
        chunkModules(),
        serviceWorker(fileURLToPath(new URL('.', import.meta.url))),
        bootScript(fileURLToPath(new URL('.', import.meta.url))),
      ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  // The manifest lets the API preload each screen's chunk and the budget check measure each route
  // (scripts/check-bundle-size.mjs). No modulepreload polyfill: a browser without it (Safari < 17)
  // only skips the hint.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: !isSsrBuild,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'storefront-kit', test: inStorefrontKit },
            // What /shop's first JavaScript shares with the back office alone, one chunk rather than two
            // (docs/decisions/173-owner-texts-in-hindi.md).
            { name: 'shop-kit', test: /packages[\\/]domain[\\/]src[\\/]catalog[\\/](search|attributes)\.ts$/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
}));
