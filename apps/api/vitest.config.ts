import { configDefaults, defineConfig } from 'vitest/config';

// API tests run through `app.inject` against a real database: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set (scripts/test-pg.sh). Each test file gets its own fresh database.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Files that open an embedded PGlite data directory of their own whichever database the run is on (the migration
// upgrade tests, src/testing/migration-upgrade.ts; the data directory's lock): on PostgreSQL they would run the same
// code on the same database a second time (docs/decisions/080-whole-api-suite-on-postgresql.md).
const pgliteOnly = ['src/**/*-migration.test.ts', 'src/db/data-dir-lock.test.ts'];

export default defineConfig({
  test: {
    name: onPostgres ? 'api-postgres' : 'api',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(onPostgres ? pgliteOnly : [])],
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
