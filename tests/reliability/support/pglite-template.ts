// The suite's global setup: one embedded database made the way a new shop makes it (migrated, the seed catalogue and
// collections in, the demo owner added), by one real server start and a clean stop. startServer copies it into a
// new DATA_DIR, so a test's first start costs what a restart costs rather than a migration and a seed each
// (docs/decisions/123-slow-suites-do-less-work.md). What a first start on an empty directory does is covered where it
// is the subject: this setup's own server, and every browser journey's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverEnv, spawnServer, waitReady } from './api-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A shut-down PGlite DATA_DIR, migrated and seeded with serverEnv's settings. */
    pgliteTemplate: string;
  }
}

const PORT = Number(process.env.RELIABILITY_PORT_BASE ?? 3500) + 59;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'vastra-rel-template-'));
  const dataDir = path.join(root, 'data');
  const server = spawnServer('pglite-template', serverEnv({ PORT: String(PORT), DATA_DIR: dataDir }));
  await waitReady(server, 180_000);
  const exit = await server.terminate(60_000);
  if (exit.code !== 0) throw new Error(`the template's server exited ${JSON.stringify(exit)}:\n${server.output()}`);
  project.provide('pgliteTemplate', dataDir);
  return () => rm(root, { recursive: true, force: true });
}
