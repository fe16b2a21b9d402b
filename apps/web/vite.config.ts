import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev server proxies /api and /uploads to the API (API_PORT, default 3000).
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
