// A production shop (only the documented variables set, README: Running in production): links name PUBLIC_URL
// whatever Host a request names, the OpenAPI docs are off unless API_DOCS=true, and the policy pages are not
// served while the seller or Grievance officer is still the demonstration one (docs/decisions/045-production-start.md).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SHOP_SETTINGS, SETTINGS_MESSAGES } from '@vastra/domain/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_CACHE_MS } from '../modules/shop-settings/shop-settings.service';
import { manualClock } from '../shared/clock';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedInStaff } from '../testing/factories';
import { PRODUCTION_ENV } from '../testing/production-env';

const clock = manualClock();
let webDir: string;
let production: TestApp;
let withDocs: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-production-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Vastra</title><div id="root"></div>');
  production = await buildTestApp({ ...PRODUCTION_ENV, WEB_DIST_DIR: webDir }, { clock });
  withDocs = await buildTestApp({ ...PRODUCTION_ENV, WEB_DIST_DIR: webDir, API_DOCS: 'true' });
});
afterAll(async () => {
  await production.close();
  await withDocs.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('a production shop', () => {
  it('names PUBLIC_URL in robots.txt and the sitemap whatever Host or X-Forwarded-Host a request names', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const robots = await production.app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    const sitemap = await production.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(sitemap.statusCode).toBe(200);
    expect(`${robots.body}${sitemap.body}`).not.toContain('evil.example');
  });

  it('does not serve the OpenAPI docs unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const json = await withDocs.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json<{ openapi: string }>().openapi).toBe('3.1.0');
  });

  it(
    'answers the policy pages 503 policies_not_ready while the seller or Grievance officer is the ' +
      'demonstration one, and serves them once the owner filled in the shop’s own',
    async () => {
      const before = await production.app.inject({ method: 'GET', url: '/api/policies/grievance' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({ code: 'policies_not_ready', message: SETTINGS_MESSAGES.policiesNotReady });

      const owner = await signedInStaff(production, { role: 'owner' });
      const saved = await production.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: owner.headers,
        payload: {
          seller: {
            ...DEFAULT_SHOP_SETTINGS.seller,
            legalName: 'Meera Textiles LLP',
            address: '12 MG Road',
            gstin: '29ABCDE1234F1ZW',
            email: 'hello@meeratextiles.in',
            phone: '+91 80 4000 1234',
          },
          grievance: {
            ...DEFAULT_SHOP_SETTINGS.grievance,
            name: 'Kavita Sharma',
            email: 'grievance@meeratextiles.in',
            phone: '+91 80 4000 1235',
            address: '12 MG Road, Bengaluru, Karnataka 560034',
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      clock.advance(SETTINGS_CACHE_MS + 1);
      const after = await production.app.inject({ method: 'GET', url: '/api/policies/grievance' });
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json<{ html: string }>().html).toContain('Kavita Sharma');
    },
  );
});
