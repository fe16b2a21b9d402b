import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain rules, API routes on PGlite (or PostgreSQL when
// TEST_DATABASE_URL is set, see scripts/test-pg.sh), web components in jsdom, and checks on the
// repository itself (lint rules that must fire, references that must resolve).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure rules with no module state: a worker imports them once for all its files (decision 105).
          isolate: false,
        },
      },
      {
        test: {
          name: 'repo',
          include: ['tests/repo/**/*.test.ts'],
          environment: 'node',
          // These run ESLint and read the whole tree: seconds on a quiet machine, far more on a loaded one.
          testTimeout: 120_000,
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
