declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL (admin database) when the suite runs on PostgreSQL, else ''. */
    testDatabaseUrl: string;
    /** PGlite: a migrated data directory dump (tar) that each test file loads in ~0.4 s. */
    pgliteDumpPath: string;
    /** PostgreSQL: the migrated template database each test file clones. */
    templateDatabase: string;
    /** fast-check's seed (0: random), fixed in CI or by FC_SEED. */
    fastCheckSeed: number;
  }
}
export {};
