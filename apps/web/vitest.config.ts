import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    // A worker builds one jsdom and imports the app once, then runs its files one after another (a fresh jsdom and
    // import per file cost three quarters of the web suite's time): docs/decisions/105-api-tests-share-modules.md.
    // What a test leaves behind is put back by the set-up file.
    isolate: false,
  },
});
