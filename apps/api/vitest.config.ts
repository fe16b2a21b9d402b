import { defineConfig } from 'vitest/config';

// API tests run through `app.inject` against a real database: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set (scripts/test-pg.sh). Each test file gets its own fresh database.
export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    provide: {
      testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '',
      fastCheckSeed: Number(process.env.FC_SEED) || (process.env.CI ? 20_261_121 : 0),
    },
    setupFiles: ['src/testing/fast-check-setup.ts'],
    pool: 'forks',
    // A worker imports the app once and runs its files one after another
    // (docs/decisions/105-api-tests-share-modules.md); each file still builds its own app on its own database:
    // nothing in a module is one app's.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
