import { defineConfig } from 'vitest/config';

// The reliability suite (scripts/test-reliability.sh): real API server processes on real databases,
// killed and raced on purpose. One file at a time, in one worker: the files share the machine's two
// cores and a port range, and their timings must not fight each other.
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // One migrated and seeded embedded database, copied for each test that starts on a new one.
    globalSetup: ['support/pglite-template.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
