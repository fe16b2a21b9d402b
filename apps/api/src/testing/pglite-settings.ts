/**
 * The tests' PGlite settings: 16 MB of shared buffers instead of PGlite's 128 MB (and 1 MB of WAL buffers) start a
 * database in about half the time (docs/decisions/122-test-databases-start-faster.md); a test's data fits either way.
 */
export const TEST_PGLITE_SETTINGS = { shared_buffers: '16MB', wal_buffers: '1MB' } as const;
