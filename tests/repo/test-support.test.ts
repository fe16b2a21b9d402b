import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, ROOT } from './repo-files';

// Test support has one home per layer (apps/api/src/testing, apps/web/src/testing, packages/domain's
// testing folder, tests/support for the suites that run against a server) and stays out of the code
// that ships: a module never reaches the app or the test layer, and a helper is written once.

const API = 'apps/api/src';
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The repository paths a file imports with a relative specifier (extension left off). */
function relativeImports(file: string): string[] {
  const specifiers = [...read(file).matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((s) => path.posix.join(path.posix.dirname(file), s).replace(/\.(m?js|tsx?)$/, ''));
}

describe('test support', () => {
  it('lives only in testing folders: no test-helpers, test-rows or test-utils files elsewhere', () => {
    const strays = repoFiles(/(^|[/.-])test-(helpers|rows|utils)\.(tsx?|mjs)$/).filter((f) => !/\/testing\//.test(f));
    expect(strays).toEqual([]);
  });

  it('is never imported by the api code that ships, and no module imports the app', () => {
    const shipped = repoFiles(/^apps\/api\/src\/.*\.ts$/).filter((f) => !isTest(f) && !f.startsWith(`${API}/testing/`));
    const offenders = shipped.flatMap((file) =>
      relativeImports(file)
        .filter(
          (target) =>
            target.startsWith(`${API}/testing/`) || (file.startsWith(`${API}/modules/`) && target === `${API}/app`),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('signs shoppers up in one place for the journeys, the reliability suite and the benches', () => {
    const callers = repoFiles(/^(e2e|tests\/reliability|bench)\/.*\.(ts|mjs)$/).filter((f) =>
      read(f).includes("'/api/auth/register'"),
    );
    expect(callers).toEqual([]);
    expect(read('tests/support/sign-up.mjs')).toContain("'/api/auth/register'");
  });
});
