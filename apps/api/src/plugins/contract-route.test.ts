import { ENDPOINTS, endpointPath, isStaffAuth, permissionOf, type Endpoint } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES, missingPermissionMessage, roleMay } from '@vastra/domain/back-office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedIn, signedInStaff } from '../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const contract: [string, Endpoint][] = Object.entries(ENDPOINTS);

/** `METHOD /path` of every route Fastify knows (HEAD routes Fastify adds for GET left out), from its route tree. */
function routeTable(): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[└├]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = (depth === 0 ? '' : (parents[depth - 1] ?? '')) + (node[2] ?? '');
    parents[depth] = path;
    for (const method of (node[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}

/** Routes that are not API calls: the app's page, the product images and the OpenAPI document's own. */
const NOT_API = [
  'GET /',
  'GET /uploads/products/:id/:file',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  // The uploaded photos, GET /media/* (modules/media-storage/media.routes.ts). Fastify's route printer shows a
  // wildcard that follows a static part as `/*`; the test below checks that it is that route, not a catch-all.
  'GET /*',
  // The numbered sitemap files past 50,000 addresses (modules/storefront/seo.routes.ts); /sitemap.xml and /robots.txt
  // look like built files to the filter below.
  'GET /sitemap-products-:n',
  // The short link in order messages, redirecting to the order page (modules/order-messages/order-link.routes.ts).
  'GET /t/:code',
];

/**
 * The built web app's files (`/assets/index-….js`, `/favicon.svg`), one static route each when apps/web/dist
 * exists: not routes of ours, and present or not depending on whether the web was built before the tests.
 */
const isBuiltWebFile = (route: string) => /^GET \/(?:assets\/)?[^/:*]+\.[a-z0-9]+$/i.test(route);

/** A path of the contract with every parameter filled with a well-formed value. */
const urlOf = (endpoint: Endpoint) =>
  endpointPath(endpoint.path, {
    id: 'x1',
    productId: 'p1',
    orderId: 'o1',
    userId: 'u1',
    awb: 'AWB1',
    imageId: 'i1',
  });

describe('routes come from the contract', () => {
  it('registers exactly the contract: every route is a contract entry and every entry has a route', () => {
    const fromContract = contract.map(([, e]) => `${e.method} ${e.path}`);
    expect(routeTable().filter((route) => !isBuiltWebFile(route))).toEqual([...fromContract, ...NOT_API].sort());
    expect(t.app.hasRoute({ method: 'GET', url: '/media/*' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/*' })).toBe(false);
  });
});

describe('the bearer guard', () => {
  const bearer = contract.filter(([, e]) => e.auth === 'bearer');
  const bodies: [string, { payload?: string; headers?: Record<string, string> }][] = [
    ['no body', {}],
    ['an empty JSON object', { payload: '{}', headers: { 'content-type': 'application/json' } }],
    ['broken JSON', { payload: '{"cart": [', headers: { 'content-type': 'application/json' } }],
    ['a body of the wrong type', { payload: 'cart', headers: { 'content-type': 'text/plain' } }],
  ];

  it.each(bearer)('answers %s 401 "unauthorized" without a token, whatever the body', async (_name, endpoint) => {
    for (const [label, request] of bodies) {
      const res = await t.app.inject({ method: endpoint.method, url: urlOf(endpoint), ...request });
      expect([res.statusCode, res.json<{ code: string }>().code], `${label}: ${res.body}`).toEqual([
        401,
        'unauthorized',
      ]);
    }
  });
});

describe('the development-only guard', () => {
  const devOnly = contract.filter(([, e]) => e.devOnly);

  it.each(devOnly)('answers %s 403 "loopback_only" to another machine', async (_name, endpoint) => {
    const res = await t.app.inject({ method: endpoint.method, url: urlOf(endpoint), remoteAddress: '203.0.113.9' });
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([403, 'loopback_only']);
  });
});

describe('the staff guard', () => {
  // The back-office routes this build registers (each lane adds its own; "registers exactly the contract"
  // names any still missing).
  const staffRoutes = () =>
    contract.filter(([, e]) => isStaffAuth(e.auth) && t.app.hasRoute({ method: e.method, url: e.path }));
  const broken = { payload: '{"role": [', headers: { 'content-type': 'application/json' } };
  const call = (endpoint: Endpoint, authorization?: string) =>
    t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      ...broken,
      headers: { ...broken.headers, ...(authorization ? { authorization } : {}) },
    });

  it('answers every staff route 401 without a token, before reading the (broken) body', async () => {
    expect(staffRoutes().length).toBeGreaterThan(0);
    for (const [name, endpoint] of staffRoutes()) {
      const res = await call(endpoint);
      expect([res.statusCode, res.json<{ code: string }>().code], `${name}: ${res.body}`).toEqual([
        401,
        'unauthorized',
      ]);
    }
  });

  it("answers 403 staff_only to a shopper's token and missing_permission to a packer where it lacks one", async () => {
    const shopper = await signedIn(t);
    const member = await signedInStaff(t, { role: 'packer' });
    for (const [name, endpoint] of staffRoutes()) {
      const asShopper = await call(endpoint, `Bearer ${shopper.token}`);
      expect([asShopper.statusCode, asShopper.json()], name).toEqual([
        403,
        { message: BACK_OFFICE_MESSAGES.staffOnly, code: 'staff_only' },
      ]);
      const asStaff = await call(endpoint, `Bearer ${member.token}`);
      const permission = permissionOf(endpoint);
      if (permission && !roleMay('packer', permission)) {
        expect([asStaff.statusCode, asStaff.json()], name).toEqual([
          403,
          { message: missingPermissionMessage(permission), code: 'missing_permission', permission },
        ]);
      } else {
        // Past the guard: the broken body (or the unknown id) is what is refused now.
        expect([401, 403], `${name}: ${asStaff.body}`).not.toContain(asStaff.statusCode);
      }
    }
  });

  it('hands the route the signed-in member of staff', async () => {
    const owner = await signedInStaff(t, { role: 'owner', fullName: 'Guard Owner' });
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.adminMe.path, headers: owner.headers });
    expect(res.json()).toMatchObject({ id: owner.id, fullName: 'Guard Owner', role: 'owner' });
  });
});
