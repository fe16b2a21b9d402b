import type { ShopConfig } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The seed's five, with the Hindi names migration 0047 gave them.
const DEFAULT_NAMES = [
  { slug: 'kurti', name: 'Kurti', hindiName: 'कुर्ती' },
  { slug: 'suits', name: 'Suits', hindiName: 'सूट' },
  { slug: 't-shirt', name: 'T-Shirt', hindiName: 'टी-शर्ट' },
  { slug: 'saree', name: 'Saree', hindiName: 'साड़ी' },
  { slug: 'shorts', name: 'Shorts', hindiName: 'शॉर्ट्स' },
];

describe('GET /api/shop-config', () => {
  it("answers the shop's public settings, menu collections (none) and fees, cacheable for a minute", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop-config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      name: 'Vastra',
      supportEmail: 'support@vastra.in',
      supportPhoneMasked: '+91 98XXX XXX21',
      socialUrl: 'https://www.instagram.com/vastra.in',
      logoUrl: '/logo.svg',
      identity: { provider: 'local' },
      payment: { provider: 'sandbox' },
      shipping: { provider: 'simulator' },
      collections: [],
      categories: DEFAULT_NAMES,
      delivery: { feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 },
    });
  });

  it('names the shown categories in their order as the owner renames, adds, moves and hides them', async () => {
    const { headers } = await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' });
    const change = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const res = await t.app.inject({ method, url, headers, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await change('PATCH', '/api/admin/categories/kurti', { name: 'Kurtis & Tunics', hindiName: ' कुर्तियाँ ' });
    await change('POST', '/api/admin/categories', { name: 'Lehenga', hsn: '62044290', sizes: ['S', 'M'] });
    await change('PATCH', '/api/admin/categories/lehenga', { position: 0 });
    await change('PATCH', '/api/admin/categories/shorts', { hidden: true });
    await change('PATCH', '/api/admin/categories/suits', { hindiName: '' });
    const res = await t.app.inject({ method: 'GET', url: '/api/shop-config' });
    expect(res.json<ShopConfig>().categories).toEqual([
      { slug: 'lehenga', name: 'Lehenga' },
      { slug: 'kurti', name: 'Kurtis & Tunics', hindiName: 'कुर्तियाँ' },
      { slug: 'suits', name: 'Suits' },
      ...DEFAULT_NAMES.slice(2, 4),
    ]);
  });
});

// The document itself: its paths come from every module's route schemas.
describe('GET /api/docs', () => {
  it('serves the OpenAPI 3.1 document as JSON with the public API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/shop-config',
        '/api/contact',
        '/api/reviews/{productId}',
        '/api/reviews/check-eligibility/{productId}',
      ]),
    );
  });

  it('leaves out the docs, the development endpoints and everything outside /api', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const hidden = Object.keys(doc.paths).filter(
      (p) => !p.startsWith('/api/') || p.startsWith('/api/docs') || p.startsWith('/api/dev/'),
    );
    expect(hidden).toEqual([]);
  });

  it('serves the browsable page under the strict CSP (it needs no inline script)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });
});
