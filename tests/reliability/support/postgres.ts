// A fresh database per test file on the suite's PostgreSQL server (scripts/test-reliability.sh
// starts it and passes RELIABILITY_DATABASE_URL), read directly to check what the API answered.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `text` in an open transaction (e.g. `… for update`) and keeps it open until `release()`. */
  hold(text: string, params?: unknown[]): Promise<{ release(): Promise<void> }>;
  drop(): Promise<void>;
}

/** The application name of the test's own connections to its database. */
export const TEST_CLIENT_NAME = 'vastra-reliability-test';

/** The suite's server; the tests cannot run without one. */
export function serverUrl(): string {
  const url = process.env.RELIABILITY_DATABASE_URL;
  if (!url)
    throw new Error('RELIABILITY_DATABASE_URL is not set: run the suite with `bash scripts/test-reliability.sh`');
  return url;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates an empty database named after `label`; the API servers migrate and seed it themselves. */
export async function createDatabase(label: string): Promise<TestDatabase> {
  const name = `vastra_rel_${label}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl(), name);
  // Named, so a test can tell its own connections from an API server's (pg_stat_activity.application_name).
  const pool = new pg.Pool({ connectionString: url, max: 4, application_name: TEST_CLIENT_NAME });
  return {
    url,
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async hold(text: string, params: unknown[] = []) {
      const client = await pool.connect();
      await client.query('begin');
      await client.query(text, params);
      return {
        async release() {
          await client.query('commit');
          client.release();
        },
      };
    },
    async drop() {
      await pool.end();
      const a = new pg.Client({ connectionString: serverUrl() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
