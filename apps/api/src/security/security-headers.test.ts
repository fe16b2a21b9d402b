import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMedia, products } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { newProduct } from '../testing/factories';
import { PRODUCTION_ENV } from '../testing/production-env';

// Adversarial suite, security headers: a strict Content-Security-Policy (scripts only from the shop and the configured
// card gateway) and the other security headers on every kind of answer: pages, API JSON, errors, images, docs.
let webDir: string;
let sandbox: TestApp;
let razorpay: TestApp;
let image: string;

const RAZORPAY = {
  ...PRODUCTION_ENV,
  // The OpenAPI page is off in production unless asked for; these tests check its headers.
  API_DOCS: 'true',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_dummy',
  RAZORPAY_KEY_SECRET: 'dummy_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'dummy_webhook_secret',
  // Production refuses the console sender; these tests send no code, so MSG91 is never called.
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'dummy_msg91_key',
  MSG91_TEMPLATE_ID: 'dummy_template',
};

beforeAll(async () => {
  // A stand-in for the built SPA, so the page answers do not depend on `npm run build`.
  webDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-headers-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Vastra</title><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  sandbox = await buildTestApp({ WEB_DIST_DIR: webDir });
  razorpay = await buildTestApp({ WEB_DIST_DIR: webDir, ...RAZORPAY });
  const productId = await newProduct(sandbox, 'Header Kurti', { M: { pricePaise: 79_900, stock: 5 } });
  image = `/uploads/products/${productId}/1.svg`;
  await sandbox.database.db
    .update(products)
    .set({ images: [image] })
    .where(eq(products.id, productId));
  await sandbox.database.db.insert(productMedia).values({
    path: image,
    productId,
    contentType: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
});
afterAll(async () => {
  await sandbox.close();
  await razorpay.close();
  await rm(webDir, { recursive: true, force: true });
});

/** One request of each kind of answer the server gives, with the status it should get. */
const SAMPLE: [
  string,
  { method?: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> },
  number,
][] = [
  ['the home page', { url: '/' }, 200],
  ['a storefront route', { url: '/shop' }, 200],
  ['an unknown page (the SPA 404)', { url: '/no/such/page' }, 200],
  ['a static file that does not exist', { url: '/assets/missing.js' }, 404],
  ['GET /api/health', { url: '/api/health' }, 200],
  ['the product list', { url: '/api/client/products' }, 200],
  ['an API 404', { url: '/api/client/products/00000000-0000-4000-8000-000000000000' }, 404],
  ['an unknown API route', { url: '/api/nope' }, 404],
  [
    'a 400',
    { method: 'POST', url: '/api/auth/check-user', payload: '{}', headers: { 'content-type': 'application/json' } },
    400,
  ],
  ['a 401', { url: '/api/auth/me' }, 401],
  ['a 415', { method: 'POST', url: '/api/contact', payload: 'x', headers: { 'content-type': 'application/xml' } }, 415],
  ['a malformed URL', { url: '/api/orders/%E0%A4%A' }, 400],
  ['a path parameter past its length', { url: `/api/client/products/${'a'.repeat(600)}` }, 414],
  ['the OpenAPI page', { url: '/api/docs' }, 200],
  ['the OpenAPI JSON', { url: '/api/docs/json' }, 200],
];

/** Headers only a document reads, which JSON answers go without (docs/decisions/181-json-answers-lean-headers.md). */
const DOCUMENT_ONLY = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The samples answered with a page; every other is JSON (the API's answers and errors, a missing static file). */
const PAGES = new Set(['/', '/shop', '/no/such/page', '/api/docs']);
const JSON_ANSWERS = new Set(SAMPLE.flatMap(([label, request]) => (PAGES.has(request.url) ? [] : [label])));

/**
 * A page's policy on every answer but JSON; a JSON answer's allows nothing and is framed nowhere. The other headers
 * are on both.
 */
function expectSecurityHeaders(headers: Record<string, unknown>, label: string, scriptSrc: string) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], label).toMatch(/^same-origin/);
  if (String(headers['content-type']).startsWith('application/json')) {
    expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
    expect(headers['content-security-policy'], label).toBe("default-src 'none';frame-ancestors 'none'");
    for (const name of DOCUMENT_ONLY) expect(headers[name], `${label}: ${name}`).toBeUndefined();
    return;
  }
  expect(headers['x-dns-prefetch-control'], label).toBe('off');
  const csp = typeof headers['content-security-policy'] === 'string' ? headers['content-security-policy'] : '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
  expect(directives.get('default-src'), `${label}: ${csp}`).toBe("'self'");
  expect(directives.get('script-src'), `${label}: ${csp}`).toBe(scriptSrc);
  expect(directives.get('object-src'), label).toBe("'none'");
  expect(directives.get('base-uri'), label).toBe("'self'");
  expect(directives.get('frame-ancestors'), label).toBe("'none'");
  expect(csp, label).not.toContain('unsafe-eval');
}

describe('security headers', () => {
  it.each(SAMPLE)("are on %s, with script-src 'self' only (sandbox gateway)", async (label, request, status) => {
    const res = await sandbox.app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: request.headers ?? {},
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
    expect(String(res.headers['content-type']), label).toMatch(
      JSON_ANSWERS.has(label) ? /^application\/json/ : /^(?!application\/json)/,
    );
    expectSecurityHeaders(res.headers, label, "'self'");
    expect(res.headers['strict-transport-security'], label).toBeUndefined();
  });

  it('are on a product image under /uploads', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers, image, "'self'");
  });

  it.each(SAMPLE)(
    'allow scripts from the shop and https://checkout.razorpay.com only with ' +
      'PAYMENT_PROVIDER=razorpay in production: %s',
    async (label, request, status) => {
      const res = await razorpay.app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        headers: request.headers ?? {},
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      expect(res.statusCode, label).toBe(status);
      expectSecurityHeaders(res.headers, label, "'self' https://checkout.razorpay.com");
      if (!JSON_ANSWERS.has(label))
        expect(String(res.headers['content-security-policy'])).toMatch(
          /frame-src https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/,
        );
      expect(res.headers['strict-transport-security'], label).toMatch(/max-age=\d{7,}/);
    },
  );
});
