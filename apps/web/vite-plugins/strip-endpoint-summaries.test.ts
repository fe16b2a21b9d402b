import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripEndpointSummaries } from './strip-endpoint-summaries';

const ENDPOINTS_FILE = '/repo/packages/domain/src/api/endpoints-example.ts';

/** The plugin's transform as the build calls it, with the build's parser. */
function transform(code: string, id = ENDPOINTS_FILE): string | null {
  const plugin: Plugin = stripEndpointSummaries();
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return hook.call({ parse: (text: string) => parseAst(text) }, code, id)?.code ?? null;
}

describe('stripEndpointSummaries', () => {
  it("removes every endpoint's written-out summary with its comma, and nothing else", () => {
    const code = [
      'export const E = {',
      "  a: { method: 'GET', path: '/api/a', summary: 'One line', errors: [] },",
      "  b: { method: 'POST', summary: `Another ` + 'joined', path: '/api/b' },",
      "  c: { path: '/api/c', summary: 'last' }",
      '};',
    ].join('\n');
    expect(transform(code)).toBe(
      [
        'export const E = {',
        "  a: { method: 'GET', path: '/api/a', errors: [] },",
        "  b: { method: 'POST', path: '/api/b' },",
        "  c: { path: '/api/c',  }",
        '};',
      ].join('\n'),
    );
  });

  it('leaves a summary that is not text, and every other file, as they are', () => {
    expect(transform('export const k = { summary: (id) => [id] };')).toBeNull();
    expect(transform("export const m = { summary: 'kept' };", '/repo/apps/web/src/lib/x.ts')).toBeNull();
  });
});
