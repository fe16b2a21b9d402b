import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { TEST_PGLITE_SETTINGS } from './pglite-settings';
import './provided-context';

/**
 * Migrates one database for the whole run (a fresh PGlite instance costs seconds; one loaded from the dump, less):
 * PGlite → a dumped data directory; PostgreSQL → a template database cloned per test file.
 */
export default async function setup(project: TestProject) {
  const { migrationsDir } = testConfig();
  const serverUrl = project.getProvidedContext().testDatabaseUrl;
  if (serverUrl) {
    const template = `vastra_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(serverUrl, template),
      poolSize: 2,
      migrationsDir,
    });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite', migrationsDir, settings: TEST_PGLITE_SETTINGS });
  await database.migrate();
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite dump is not available');
  const dumpPath = path.join(os.tmpdir(), `vastra-pglite-${process.pid}-${randomBytes(3).toString('hex')}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('templateDatabase', '');
  return () => rm(dumpPath, { force: true });
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
