import { ENDPOINTS, endpointPath, type EndpointName } from '@vastra/domain/api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews, savedAddresses } from '../db/schema';
import { manualClock } from '../shared/clock';
import { customerInfo } from '../testing/hostile-input.targets';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { newProduct, SAVED_ADDRESS, signedInStaff, UUID_V4 } from '../testing/factories';
import { client, PASSWORD, trackingTokenOf, uniques, verifiedUid } from '../testing/requests';
import { expectClearRefusal } from '../testing/refusals';
import { taxDocumentsOn } from '../testing/tax-documents';

// Adversarial suite, access matrix: every authenticated route, tried by shopper A with shopper B's order ids, AWBs and
// user id (404 or 403, never B's data), and with missing, malformed, expired and revoked tokens (401).
const clock = manualClock();
const next = uniques();
const DAY_MS = 86_400_000;
/** The scraper's token (docs/decisions/116-metrics.md): no session, a shopper's or an owner's, opens the metrics. */
const METRICS_TOKEN = 'metrics-'.repeat(5);

let t: TestApp;
let productId: string;
type Shopper = { id: string; token: string; phone: string; address: string };
let a: Shopper;
let b: Shopper & {
  delivered: string;
  unbooked: string;
  awb: string;
  payment: Record<string, string>;
  savedAddressId: string;
};
let aOrder: string;

// What B typed at checkout and in the cart: none of it may reach A.
const B_CUSTOMER = {
  ...customerInfo(),
  name: 'Bhavna Secretkaur',
  email: 'bhavna.secret@example.in',
  phone: '9811122233',
  address: '77 Hidden Lane, Secret Nagar',
};
const B_CART_TITLE = 'Bhavna Secret Cart Line';

async function register(fullName: string): Promise<Shopper> {
  const phone = next.phone();
  const address = next.address();
  const uid = await verifiedUid(t, phone, address);
  const res = await client(t, address).post('/api/auth/register', {
    fullName,
    email: 'x@example.com',
    phone,
    password: PASSWORD,
    uid,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ token: string; user: { _id: string } }>();
  return { id: body.user._id, token: body.token, phone, address };
}

const as = (token?: string) => ({
  get: (url: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} }),
  post: (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload ? { payload } : {}),
    }),
});
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const caller = (headers: { authorization?: string }) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  post: (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
  send: (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
});
const raw = (authorization: string) => caller({ authorization });
type Caller = ReturnType<typeof raw>;

const savedAddress = () => ({ ...SAVED_ADDRESS });

const items = () => [{ productId, title: 'Kurti', size: 'M', quantity: 1, price: 799 }];
const cod = (customer = customerInfo()) => ({
  customerInfo: customer,
  items: items(),
  totalAmount: 799,
  shippingCost: 0,
  paymentType: 'COD',
});

async function placeCod(
  token: string,
  customer = customerInfo(),
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await as(token).post('/api/orders/cod', cod(customer), headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ orderId: string }>().orderId;
}

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0', METRICS_TOKEN }, { clock });
  productId = await newProduct(t, 'Matrix Kurti', { M: { pricePaise: 79_900, stock: 100 } });
  a = await register('Arjun Access');
  const bUser = await register('Bhavna Secretkaur');
  const delivered = await placeCod(bUser.token, B_CUSTOMER, { 'idempotency-key': 'b-checkout-1' });
  const booked = await as(bUser.token).post(`/api/orders/book-shipping/${delivered}`);
  const awb = booked.json<{ data: { awb: string } }>().data.awb;
  expect((await as().post(`/api/dev/shipments/${awb}/advance?to=delivered`)).statusCode).toBe(200);
  const unbooked = await placeCod(bUser.token, B_CUSTOMER);
  await as(bUser.token).post('/api/auth/update-cart', {
    cart: [{ id: productId, title: B_CART_TITLE, price: 799, selectedSize: 'M', quantity: 1 }],
  });
  const created = await as(bUser.token).post('/api/payment/create-order', {
    amount: 799,
    items: items(),
    customerInfo: B_CUSTOMER,
  });
  const paid = await as().post('/api/payment/sandbox/pay', {
    order_id: created.json<{ id: string }>().id,
    card: { number: '4111111111111111', expiry: '12/30', cvv: '123' },
  });
  const saved = await raw(`Bearer ${bUser.token}`).send('POST', '/api/addresses', {
    ...savedAddress(),
    firstName: 'Bhavna',
    lastName: 'Secretkaur',
    phone: B_CUSTOMER.phone,
    email: B_CUSTOMER.email,
    address: B_CUSTOMER.address,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  b = { ...bUser, delivered, unbooked, awb, payment: paid.json(), savedAddressId: saved.json<{ id: string }>().id };
  aOrder = await placeCod(a.token);
});
afterAll(() => t.close());

/** Texts only B's own answers may carry. */
const secretsOfB = () => [
  B_CUSTOMER.name,
  B_CUSTOMER.email,
  B_CUSTOMER.phone,
  B_CUSTOMER.address,
  B_CART_TITLE,
  b.id,
  b.phone,
  b.delivered,
  b.unbooked,
  b.awb,
];

function expectNothingOfB(res: { body: string }, label: string) {
  for (const secret of secretsOfB()) expect(res.body, `${label} leaked ${secret}`).not.toContain(secret);
}

/** The contract's bearer calls by name. */
type BearerName = {
  [K in EndpointName]: (typeof ENDPOINTS)[K]['auth'] extends 'bearer' ? K : never;
}[EndpointName];

/**
 * Every bearer route of the contract, called with a valid request: the paths and methods come from the
 * contract, only the bodies are written here (a new bearer call without one is a type error).
 */
function authenticatedRoutes(ids: {
  orderId: string;
  awb: string;
  userId: string;
}): Record<string, (c: Caller) => ReturnType<Caller['get']>> {
  const bodies: Record<BearerName, object | undefined> = {
    me: undefined,
    updateCart: { cart: [] },
    logout: undefined,
    myOrders: undefined,
    order: undefined,
    userOrders: undefined,
    trackOrder: undefined,
    trackAwb: undefined,
    trackMine: { awbs: [ids.awb], orderIds: [ids.orderId] },
    bookShipping: undefined,
    verifyPayment: { ...b.payment, orderData: { customerInfo: customerInfo(), items: items(), totalAmount: 799 } },
    codOrder: cod(),
    reviewEligibility: undefined,
    createReview: { rating: 5, comment: 'Lovely fabric' },
    savedAddresses: undefined,
    addSavedAddress: savedAddress(),
    updateSavedAddress: savedAddress(),
    deleteSavedAddress: undefined,
    cancelMyOrder: { reason: 'Ordered the wrong size' },
    confirmMyCodOrder: { code: '123456' },
    returnOptions: undefined,
    myReturns: undefined,
    createReturn: { orderItemId: ids.orderId, kind: 'return', quantity: 1, reason: 'too_small' },
    quoteReturn: { orderItemId: ids.orderId, quantity: 1 },
    uploadReturnPhoto: undefined,
    uploadReviewPhoto: undefined,
    myTaxDocuments: undefined,
    myTaxDocumentPdf: undefined,
    marketingConsent: undefined,
    setMarketingConsent: { granted: false },
    accountData: undefined,
    // Never a yes here: the signed-in pass below must keep its account (deleting it is data-rights.routes.test.ts').
    deleteAccount: { confirm: false },
    // The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md).
    wishlist: undefined,
    addToWishlist: { productIds: [productId] },
    removeFromWishlist: undefined,
    requestBackInStock: { productId, size: 'M' },
  };
  const values = {
    id: ids.orderId,
    orderId: ids.orderId,
    docId: ids.orderId,
    userId: ids.userId,
    awb: ids.awb,
    productId,
  };
  return Object.fromEntries(
    (Object.entries(bodies) as [BearerName, object | undefined][]).map(([name, body]) => {
      const { method, path } = ENDPOINTS[name];
      const url = endpointPath<string>(path, values);
      return [`${method} ${path}`, (c: Caller) => c.send(method, url, body)];
    }),
  );
}

describe('the access matrix', () => {
  it('covers every bearer route of the API contract', () => {
    const bearer = Object.values(ENDPOINTS)
      .filter((e) => e.auth === 'bearer')
      .map((e) => `${e.method} ${e.path}`);
    expect(Object.keys(authenticatedRoutes({ orderId: '', awb: '', userId: '' })).sort()).toEqual(bearer.sort());
  });
});

describe("shopper A with shopper B's ids", () => {
  it("gets 404 or 403 for B's orders, shipments and user id, and never a byte of B's data", async () => {
    const me = as(a.token);
    // B's own tax invoice (issued when the goods left): A may learn neither the list nor the PDF.
    await taxDocumentsOn(t, clock).documents.issueInvoice(b.delivered);
    const bDocuments = await as(b.token).get(`/api/orders/${b.delivered}/tax-documents`);
    const bInvoice = bDocuments.json<{ documents: { _id: string }[] }>().documents[0]?._id;
    if (!bInvoice) throw new Error("B's invoice not listed");
    const tries: [string, Promise<{ statusCode: number; body: string }>, number][] = [
      ["GET /api/orders/{B's order}", me.get(`/api/orders/${b.delivered}`), 404],
      ["GET /api/orders/{B's order}/tax-documents", me.get(`/api/orders/${b.delivered}/tax-documents`), 404],
      [
        "GET /api/orders/{B's order}/tax-documents/{B's invoice}/pdf",
        me.get(`/api/orders/${b.delivered}/tax-documents/${bInvoice}/pdf`),
        404,
      ],
      [
        "GET /api/orders/{A's order}/tax-documents/{B's invoice}/pdf",
        me.get(`/api/orders/${aOrder}/tax-documents/${bInvoice}/pdf`),
        404,
      ],
      ["GET /api/orders/user/{B's id}", me.get(`/api/orders/user/${b.id}`), 403],
      ["GET track-shipping/{B's order}", me.get(`/api/orders/track-shipping/${b.delivered}`), 404],
      ["GET track-shipping/awb/{B's AWB}", me.get(`/api/orders/track-shipping/awb/${b.awb}`), 404],
      ["POST book-shipping/{B's booked order}", me.post(`/api/orders/book-shipping/${b.delivered}`), 404],
      ["POST book-shipping/{B's unbooked order}", me.post(`/api/orders/book-shipping/${b.unbooked}`), 404],
      [
        "POST verify with B's payment",
        me.post('/api/orders/verify', {
          ...b.payment,
          orderData: { customerInfo: customerInfo(), items: items(), totalAmount: 799 },
        }),
        403,
      ],
      [
        "PUT /api/addresses/{B's address}",
        raw(`Bearer ${a.token}`).send('PUT', `/api/addresses/${b.savedAddressId}`, {
          ...savedAddress(),
          isDefault: true,
        }),
        404,
      ],
      [
        "DELETE /api/addresses/{B's address}",
        raw(`Bearer ${a.token}`).send('DELETE', `/api/addresses/${b.savedAddressId}`),
        404,
      ],
      ["GET returns/options of B's order", me.get(`/api/orders/${b.delivered}/returns/options`), 404],
      ["GET returns of B's order", me.get(`/api/orders/${b.delivered}/returns`), 404],
      [
        "POST returns on B's order",
        me.post(`/api/orders/${b.delivered}/returns`, {
          orderItemId: '00000000-0000-4000-8000-000000000001',
          kind: 'return',
          quantity: 1,
          reason: 'other',
        }),
        404,
      ],
      [
        'POST reviews/{product B received}',
        me.post(`/api/reviews/${productId}`, { rating: 1, comment: 'Never bought it' }),
        403,
      ],
    ];
    for (const [label, request, status] of tries) {
      const res = await request;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expectClearRefusal(res, label);
      expectNothingOfB(res, label);
    }
    const [unbooked] = await t.database.db.select({ awb: orders.awb }).from(orders).where(eq(orders.id, b.unbooked));
    expect(unbooked?.awb).toBeNull();
    const [kept] = await t.database.db.select().from(savedAddresses).where(eq(savedAddresses.id, b.savedAddressId));
    expect(kept).toMatchObject({ userId: b.id, address: B_CUSTOMER.address, isDefault: true });
    const [written] = await t.database.db.select({ n: count() }).from(reviews);
    expect(written?.n).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.gatewayOrderId, b.payment.razorpay_order_id ?? '')),
    ).toEqual([]);
  });

  it(
    "answers A's own reads with A's data only: me, my orders, bulk tracking " +
      "of B's ids, eligibility of B's delivery",
    async () => {
      const me = as(a.token);
      const reads: [
        string,
        Promise<{ statusCode: number; body: string; json: () => unknown }>,
        (body: unknown) => void,
      ][] = [
        [
          'GET /api/auth/me',
          me.get('/api/auth/me'),
          (body) => expect(body).toMatchObject({ _id: a.id, fullName: 'Arjun Access', cart: [] }),
        ],
        [
          'GET /api/orders/my',
          me.get('/api/orders/my'),
          (body) => expect((body as { _id: string }[]).map((o) => o._id)).toEqual([aOrder]),
        ],
        [
          'GET /api/orders/user/{A}',
          me.get(`/api/orders/user/${a.id}`),
          (body) => expect((body as { _id: string }[]).map((o) => o._id)).toEqual([aOrder]),
        ],
        ['GET /api/addresses', me.get('/api/addresses'), (body) => expect(body).toEqual([])],
        [
          "POST track-shipping/my with B's ids",
          me.post('/api/orders/track-shipping/my', { awbs: [b.awb], orderIds: [b.delivered, b.unbooked] }),
          (body) => expect(body).toEqual({ byOrderId: {}, byAwb: {} }),
        ],
        [
          "GET check-eligibility (B's delivery)",
          me.get(`/api/reviews/check-eligibility/${productId}`),
          (body) => expect(body).toEqual({ eligible: false }),
        ],
      ];
      for (const [label, request, check] of reads) {
        const res = await request;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
        check(res.json());
        expectNothingOfB(res, label);
      }
    },
  );

  it(
    "keeps B's cart, idempotent checkout and session B's: A's update-cart, " +
      'same Idempotency-Key and logout touch only A',
    async () => {
      const mine = await as(a.token).post('/api/auth/update-cart', {
        cart: [{ id: productId, title: 'Arjun line', price: 1, quantity: 2 }],
      });
      expect(mine.statusCode).toBe(200);
      expectNothingOfB(mine, 'update-cart');
      const sameKey = await as(a.token).post('/api/orders/cod', cod(), { 'idempotency-key': 'b-checkout-1' });
      expect(sameKey.statusCode, sameKey.body).toBe(201);
      expect(sameKey.json<{ orderId: string }>().orderId).not.toBe(b.delivered);
      expectNothingOfB(sameKey, 'cod with B key');
      const second = await client(t, a.address).post('/api/auth/login', { phone: a.phone, password: PASSWORD });
      expect((await as(second.json<{ token: string }>().token).post('/api/auth/logout')).statusCode).toBe(200);
      const bMe = await as(b.token).get('/api/auth/me');
      expect(bMe.statusCode).toBe(200);
      expect(bMe.json()).toMatchObject({ cart: [{ title: B_CART_TITLE }] });
      expect((await as(a.token).get('/api/auth/me')).statusCode).toBe(200);
    },
  );
});

// The one public route that names an order: the texts' tracking link (docs/decisions/111-sign-in-by-otp.md).
describe("the tracking link of B's order", () => {
  it("answers anyone, A or nobody, alike: the parcel and items, none of B's personal data, never cached", async () => {
    const url = endpointPath<string>(ENDPOINTS.publicTracking.path, { token: trackingTokenOf(t, b.delivered) });
    const anonymous = await as().get(url);
    const byA = await as(a.token).get(url);
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(byA.body).toBe(anonymous.body);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.json()).toMatchObject({ awb: b.awb, status: 'delivered', label: 'Delivered' });
    // The AWB is what a tracking page shows; nothing else of B's.
    for (const secret of secretsOfB().filter((s) => s !== b.awb)) {
      expect(anonymous.body, `leaked ${secret}`).not.toContain(secret);
    }
  });
});

describe('tokens that are not a live session', () => {
  const every = async (caller: Caller, label: string) => {
    for (const [route, call] of Object.entries(authenticatedRoutes({ orderId: aOrder, awb: b.awb, userId: a.id }))) {
      const res = await call(caller);
      expect(res.statusCode, `${label}: ${route} → ${res.body}`).toBe(401);
      expectClearRefusal(res, `${label}: ${route}`);
    }
  };

  it('answers 401 on every authenticated route without a token or with a malformed one', async () => {
    const kinds: [string, Caller][] = [
      ['no header', caller({})],
      ['empty bearer', raw('Bearer ')],
      ['too short', raw('Bearer abc')],
      ['Basic scheme', raw(`Basic ${Buffer.from(`${a.phone}:${PASSWORD}`).toString('base64')}`)],
      ['unknown 256-bit token', raw(`Bearer ${'A'.repeat(43)}`)],
      ['token with a suffix', raw(`Bearer ${a.token}x`)],
      ['two tokens', raw(`Bearer ${a.token} ${a.token}`)],
      ['SQL in the token', raw("Bearer ' OR '1'='1' --")],
    ];
    for (const [label, caller] of kinds) await every(caller, label);
  });

  it('answers 401 on every authenticated route with a revoked token (logout, password reset)', async () => {
    const loggedOut = await register('Lata Logout');
    expect((await as(loggedOut.token).post('/api/auth/logout')).statusCode).toBe(200);
    await every(raw(`Bearer ${loggedOut.token}`), 'after logout');

    const reset = await register('Ravi Reset');
    clock.advance(31_000); // past the resend gap of the phone's sign-up code
    const uid = await verifiedUid(t, reset.phone, reset.address);
    const res = await client(t, reset.address).post('/api/auth/reset-password', {
      phone: reset.phone,
      newPassword: 'a-new-secret-1',
      uid,
    });
    expect(res.statusCode, res.body).toBe(200);
    await every(raw(`Bearer ${reset.token}`), 'after password reset');
  });

  it('answers 401 on every authenticated route once SESSION_TTL_DAYS have passed', async () => {
    const stale = await register('Esha Expired');
    const started = clock.now();
    clock.advance(t.config.SESSION_TTL_DAYS * DAY_MS + 1_000);
    try {
      await every(raw(`Bearer ${stale.token}`), 'expired');
    } finally {
      clock.set(started);
    }
  });
});

describe('caching of private answers', () => {
  it('answers every bearer route of the contract with Cache-Control: no-store, signed in or refused', async () => {
    const shopper = await register('Nisha Nostore');
    const orderId = await placeCod(shopper.token);
    const awb = (await as(shopper.token).post(`/api/orders/book-shipping/${orderId}`)).json<{ data: { awb: string } }>()
      .data.awb;
    const all = Object.entries(authenticatedRoutes({ orderId, awb, userId: shopper.id }));
    // Logout last: it ends the session the other calls use.
    const routes = [
      ...all.filter(([r]) => r !== 'POST /api/auth/logout'),
      ...all.filter(([r]) => r === 'POST /api/auth/logout'),
    ];
    const callers: [string, Caller][] = [
      ['no token', caller({})],
      ['unknown token', raw(`Bearer ${'A'.repeat(43)}`)],
      ['signed in', raw(`Bearer ${shopper.token}`)],
    ];
    for (const [label, caller] of callers) {
      for (const [route, call] of routes) {
        const res = await call(caller);
        const what = `${label}: ${route} → ${res.statusCode} ${res.body}`;
        expect(res.headers['cache-control'], what).toBe('no-store');
        // The refusals and the shopper's own answers alike (a signed-in call is never refused as a stranger).
        if (label === 'signed in') expect(res.statusCode, what).not.toBe(401);
        else expect(res.statusCode, what).toBe(401);
      }
    }
  });

  it('marks HEAD of a bearer route and an optional-bearer answer given a token no-store too', async () => {
    const shopper = await register('Hema Head');
    expect(
      (
        await t.app.inject({
          method: 'HEAD',
          url: '/api/orders/my',
          headers: { authorization: `Bearer ${shopper.token}` },
        })
      ).headers['cache-control'],
    ).toBe('no-store');
    const created = await as(shopper.token).post('/api/payment/create-order', {
      amount: 799,
      items: items(),
      customerInfo: customerInfo(),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
  });

  it(
    'leaves public answers their own caching: the catalogue, reviews, home, similar products and sitemap ' +
      'revalidate by ' +
      'ETag, shop config, robots.txt and the web app manifest are public, even when a token is sent',
    async () => {
      for (const token of [undefined, a.token]) {
        const list = await as(token).get('/api/client/products');
        expect([list.statusCode, list.headers['cache-control']]).toEqual([200, 'no-cache']);
        expect(list.headers.etag).toMatch(/^"/);
        const product = await as(token).get(`/api/client/products/${productId}`);
        expect([product.statusCode, product.headers['cache-control']]).toEqual([200, 'no-cache']);
        expect((await as(token).get('/api/shop-config')).headers['cache-control']).toBe('public, max-age=60');
        const home = await as(token).get('/api/client/home');
        expect([home.statusCode, home.headers['cache-control']]).toEqual([200, 'no-cache']);
        const similar = await as(token).get(`/api/client/products/${productId}/similar`);
        expect([similar.statusCode, similar.headers['cache-control']]).toEqual([200, 'no-cache']);
        const sitemap = await as(token).get('/sitemap.xml');
        expect([sitemap.statusCode, sitemap.headers['cache-control']]).toEqual([200, 'no-cache']);
        expect(sitemap.body).toContain(`/product/${productId}</loc>`);
        const robots = await as(token).get('/robots.txt');
        expect([robots.statusCode, robots.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
        const manifest = await as(token).get('/manifest.webmanifest');
        expect([manifest.statusCode, manifest.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
      }
      // Reviews are prepared bodies too (decision 027): revalidated by ETag, whoever asks.
      for (const token of [undefined, a.token]) {
        const reviews = await as(token).get(`/api/reviews/${productId}`);
        expect([reviews.statusCode, reviews.headers['cache-control']]).toEqual([200, 'no-cache']);
        expect(reviews.headers.etag).toMatch(/^"/);
      }
    },
  );
});

describe('ids in URLs', () => {
  it('are random UUID v4s (order and user ids), and guessing neighbours of a real id finds nothing', async () => {
    for (const id of [aOrder, b.delivered, b.unbooked, a.id, b.id]) expect(id).toMatch(UUID_V4);
    const neighbour = (id: string, delta: number) => {
      const tail = BigInt(`0x${id.slice(-12)}`) + BigInt(delta);
      return `${id.slice(0, -12)}${(tail & 0xffffffffffffn).toString(16).padStart(12, '0')}`;
    };
    for (let delta = -10; delta <= 10; delta++) {
      if (delta === 0) continue;
      for (const [who, id] of [
        [b, b.delivered],
        [a, aOrder],
      ] as const) {
        const res = await as(who.token).get(`/api/orders/${neighbour(id, delta)}`);
        expect(res.statusCode).toBe(404);
      }
    }
    // Session tokens are 256 random bits (43 base64url characters).
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

// Last, after every request above sent B's ids in URLs: none of them may have become a label.
describe('the metrics scrape behind its own token', () => {
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: ENDPOINTS.metrics.path, headers: authorization ? { authorization } : {} });

  it("answers 401 to no token, a shopper's, an owner's or a wrong one, never cached", async () => {
    const owner = await signedInStaff(t, { role: 'owner' });
    const callers: [string, string | undefined][] = [
      ['no token', undefined],
      ['shopper A', `Bearer ${a.token}`],
      ['shopper B', `Bearer ${b.token}`],
      ['an owner', `Bearer ${owner.token}`],
      ['a wrong token', `Bearer ${METRICS_TOKEN.slice(0, -1)}x`],
      ['the token as a password', `Basic ${Buffer.from(`metrics:${METRICS_TOKEN}`).toString('base64')}`],
    ];
    for (const [who, authorization] of callers) {
      const res = await scrape(authorization);
      expect([res.statusCode, res.json<{ code: string }>().code], who).toEqual([401, 'unauthorized']);
      expect(res.headers['cache-control'], who).toBe('no-store');
      expectClearRefusal(res, `metrics: ${who}`);
    }
  });

  it("answers the token with the metrics, which carry none of B's data, ids or phone", async () => {
    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('http_requests_total{method="GET",route="/api/orders/:id",status="4xx"}');
    expectNothingOfB(res, 'metrics');
    expect(res.body).not.toContain(a.id);
    expect(res.body).not.toContain(aOrder);
  });
});
