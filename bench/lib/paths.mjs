// Where things are: the repository root and the bench's folders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
export const LIGHTHOUSE_DIR = path.join(ROOT, 'tools/lighthouse');

/** Resolves a package as the API resolves it, so the bench uses the very copy the API runs (Fastify, PGlite). */
export const requireFromApi = createRequire(path.join(ROOT, 'apps/api/package.json'));
