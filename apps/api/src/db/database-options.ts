import type { Config } from '../config';
import type { DatabaseOptions } from './client';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (docs/rules/platform.md#data). */
export function databaseOptionsFrom(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? {
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        migrationsDir: config.migrationsDir,
      }
    : { kind: 'pglite', dataDir: config.DATA_DIR, migrationsDir: config.migrationsDir };
}
