import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, API routes on PGlite (or PostgreSQL when
// TEST_DATABASE_URL is set, see scripts/test-pg.sh), and web components in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
