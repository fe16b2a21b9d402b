// Reads an embedded database's data directory directly, once its server process has exited
// (PGlite is one process's database: it must not be opened twice at once).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export interface Reader {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openPgliteReader(dataDir: string): Promise<Reader> {
  const client = await PGlite.create({ dataDir });
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's own record of how the cluster was left (pg_control's `state`, after the system
 * identifier and two version numbers): 1 = shut down cleanly, 6 = in production (still open, or
 * the process died without closing it).
 */
export async function clusterState(dataDir: string): Promise<'shut down' | 'in production' | `state ${number}`> {
  const control = await readFile(path.join(dataDir, 'global/pg_control'));
  const state = control.readUInt32LE(16);
  return state === 1 ? 'shut down' : state === 6 ? 'in production' : `state ${state}`;
}
