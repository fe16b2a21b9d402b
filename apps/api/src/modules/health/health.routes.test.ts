import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 {status: ok} with a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.kind, storage: 'local' });
  });

  it('answers 503 naming the storage when the media folder cannot be written', async () => {
    // DATA_DIR under a plain file: its media folder can never be made.
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'ready-')), 'not-a-folder');
    await writeFile(file, 'x');
    const broken = await buildTestApp({ DATA_DIR: path.join(file, 'data') });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: broken.database.kind,
        storage: 'local',
        failing: ['storage'],
      });
    } finally {
      await broken.close();
    }
  });
});

describe('unknown paths', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/no-such-thing not found', code: 'not_found' });
  });

  it('answers malformed JSON with 400 and a clear message, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
