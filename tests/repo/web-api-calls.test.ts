import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, ROOT } from './repo-files';

// docs/decisions/078-one-form-pattern.md: the web app calls the API through the one client
// (apps/web/src/lib/api/call-endpoint.ts) with the contract's entries, so no screen writes an API path or a method by
// hand. Tests and their fakes of the server (`testing` folders) name the paths they answer, and are left out.
const WEB_SOURCES = repoFiles(/^apps\/web\/src\/.*\.tsx?$/).filter(
  (file) => !file.startsWith('apps/web/src/lib/api/') && !/\.test\.tsx?$/.test(file) && !/\/testing\//.test(file),
);

/** Each line of `file` that `pattern` matches, as 'file:line: text'. */
function matches(file: string, pattern: RegExp): string[] {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  return lines.flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('the web app calls the API through the one client', () => {
  it('has web sources to check', () => {
    expect(WEB_SOURCES.length).toBeGreaterThan(100);
  });

  it('no file outside lib/api writes an /api/ path as a string literal', () => {
    expect(WEB_SOURCES.flatMap((file) => matches(file, /['"`]\/api\//))).toEqual([]);
  });

  it("no file outside lib/api calls api-client's request() (callEndpoint or callAfterFirstPaint instead)", () => {
    const imports = /import \{[^}]*\brequest\b[^}]*\} from '[./]*(lib\/)?api-client'/;
    expect(WEB_SOURCES.flatMap((file) => matches(file, imports))).toEqual([]);
  });
});
