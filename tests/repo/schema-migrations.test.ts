import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './repo-files';

// The Drizzle schema (apps/api/src/db/schema.ts) and the committed migrations (apps/api/drizzle) agree: drizzle-kit
// generate, run into a copy of the migrations' snapshots, finds nothing to migrate. A schema edited without
// `npm run db:generate` fails here. The committed folder is never written.

const API = path.join(ROOT, 'apps/api');
const DRIZZLE_KIT = path.join(ROOT, 'node_modules/.bin/drizzle-kit');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Runs drizzle-kit generate against the schema (plus `extraSchema`, a file's text) into a scratch copy. */
function generate(extraSchema?: string): { output: string; newMigrations: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'vastra-schema-check-'));
  made.push(dir);
  cpSync(path.join(API, 'drizzle/meta'), path.join(dir, 'meta'), { recursive: true });
  const schema = ['./src/db/schema.ts'];
  if (extraSchema !== undefined) {
    writeFileSync(path.join(dir, 'extra-schema.ts'), extraSchema);
    schema.push(`./${path.relative(API, path.join(dir, 'extra-schema.ts'))}`);
  }
  // drizzle-kit reads `out` relative to the working folder.
  const config = { dialect: 'postgresql', schema, out: `./${path.relative(API, dir)}` };
  writeFileSync(path.join(dir, 'drizzle.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  const output = execFileSync(DRIZZLE_KIT, ['generate', '--config', path.join(dir, 'drizzle.config.mjs')], {
    cwd: API,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // A rename makes drizzle-kit ask which was meant; with no terminal it would wait, so it is stopped instead.
    timeout: 60_000,
  });
  return { output, newMigrations: readdirSync(dir).filter((name) => name.endsWith('.sql')) };
}

describe('Drizzle schema and migrations', () => {
  it('agree: generating from the schema finds nothing to migrate', () => {
    const { output, newMigrations } = generate();
    expect(newMigrations).toEqual([]);
    expect(output).toContain('No schema changes, nothing to migrate');
  });

  it('disagree when a table is added to the schema without a migration (the check fires)', () => {
    const pgCore = path.join(ROOT, 'node_modules/drizzle-orm/pg-core/index.js');
    const { newMigrations } = generate(
      `import { pgTable, text } from ${JSON.stringify(pgCore)};\n` +
        "export const schemaProbe = pgTable('schema_probe', { id: text('id').primaryKey() });\n",
    );
    expect(newMigrations).toHaveLength(1);
  });
});
