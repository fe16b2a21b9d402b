import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { UUID_V4 as UUID } from '../testing/factories';

// A request id sent by the client is echoed in X-Request-Id and written on every log line of the
// request: only a short id of safe characters is kept (README), anything else is replaced by a UUID.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const idFor = async (sent?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: sent === undefined ? {} : { 'x-request-id': sent },
  });
  expect(res.statusCode).toBe(200);
  return res.headers['x-request-id'];
};

describe('X-Request-Id', () => {
  it.each(['abc-123', 'req_42.retry:2', 'A'.repeat(64), '3f2c9c1e-8d44-4a3e-9d21-2b7c1a0e5f10'])(
    'keeps the safe id %s',
    async (sent) => {
      expect(await idFor(sent)).toBe(sent);
    },
  );

  it.each([
    ['5,000 characters', 'x'.repeat(5000)],
    ['65 characters', 'A'.repeat(65)],
    ['markup', '<script>alert(1)</script>'],
    ['spaces and quotes', 'id "with" spaces'],
    ['a forged log field', 'a","level":60,"msg":"x'],
    ['empty', ''],
  ])('replaces an id of %s with a fresh UUID', async (_what, sent) => {
    const id = await idFor(sent);
    expect(id).toMatch(UUID);
    expect(id).not.toBe(sent);
  });

  it('makes a UUID when none is sent, a new one per request', async () => {
    const [a, b] = [await idFor(), await idFor()];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });
});
