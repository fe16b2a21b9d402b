import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './repo-files';

// The journeys' split into groups (scripts/journey-shards.mjs, docs/decisions/108-journeys-in-two-groups.md): every
// journey runs in exactly one group, and a run's output records each journey's seconds.

const SCRIPT = path.join(ROOT, 'scripts/journey-shards.mjs');
const shards = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', env });

describe('journey-shards', () => {
  it('puts every journey in exactly one of the groups', () => {
    const journeys = fs
      .readdirSync(path.join(ROOT, 'e2e/journeys'))
      .filter((name) => name.endsWith('.spec.ts'))
      .map((name) => `journeys/${name}`);
    for (const groups of [1, 2, 3]) {
      const split = Array.from({ length: groups }, (_, i) =>
        shards([String(groups), String(i + 1)])
          .trim()
          .split('\n'),
      );
      expect(split.flat().sort()).toEqual([...journeys].sort());
    }
  });

  it('records the seconds of each passed journey from a run, its retries added', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-shards-'));
    const log = path.join(scratch, 'run.log');
    const seconds = path.join(scratch, 'journey-seconds.json');
    fs.writeFileSync(
      log,
      [
        '  ✓   1 [mobile] › e2e/journeys/a.spec.ts:3:1 › one (9.5s)',
        '  ✓   2 [mobile] › e2e/journeys/a.spec.ts:9:1 › two (1.2m)',
        '  ✓   3 [mobile] › e2e/journeys/b.spec.ts:3:1 › three (retry #1) (800ms)',
        '  ✘   4 [mobile] › e2e/journeys/c.spec.ts:3:1 › failed (3.0s)',
      ].join('\n'),
    );
    try {
      const output = shards(['record', log], { ...process.env, JOURNEY_SECONDS: seconds });
      expect(output).toBe(`2 journeys recorded in ${seconds}\n`);
      expect(JSON.parse(fs.readFileSync(seconds, 'utf8'))).toEqual({ 'a.spec.ts': 81.5, 'b.spec.ts': 0.8 });
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
