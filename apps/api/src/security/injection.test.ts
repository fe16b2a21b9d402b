import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, orders } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { codBody, CUSTOMER, newOrder, newProduct, productWithStock, signedIn } from '../testing/factories';
import { as, client, PASSWORD, signUp, uniques, verifiedUid } from '../testing/requests';
import { expectClearRefusal, rowCounts, SQL_PAYLOADS, XSS_PAYLOADS } from '../testing/refusals';

// Adversarial suite, injection (API half): script and SQL payloads in every free-text field are stored and answered
// as text, byte for byte, and change nothing else. The browser half is e2e/journeys/xss.spec.ts.
const PAYLOADS = [...XSS_PAYLOADS, ...SQL_PAYLOADS];
const NAME_MAX = 100;
const NAME_TOO_LONG = 'Please keep your name to at most 100 characters.';
const FULL_NAME_TOO_LONG = `fullName: ${NAME_TOO_LONG}`;

let t: TestApp;
let kurti: string;
const next = uniques();

beforeAll(async () => {
  t = await buildTestApp({ OTP_SENDS_PER_IP_HOUR: '1000' });
  kurti = await newProduct(t, 'Injection Kurti', { M: { pricePaise: 79_900, stock: 500 } });
});
afterAll(() => t.close());

describe('script and SQL payloads as text', () => {
  it(
    `keeps the ${XSS_PAYLOADS.length} script payloads as a shopper's full ` +
      `name (register, me), refusing only those past 100 characters`,
    async () => {
      for (const payload of XSS_PAYLOADS) {
        const phone = next.phone();
        const address = next.address();
        const uid = await verifiedUid(t, phone, address);
        const res = await client(t, address).post('/api/auth/register', {
          fullName: payload,
          email: 'x@example.com',
          phone,
          password: PASSWORD,
          uid,
        });
        if (payload.length > NAME_MAX) {
          expect([res.statusCode, res.json().message]).toEqual([400, FULL_NAME_TOO_LONG]);
          continue;
        }
        expect(res.statusCode, res.body).toBe(200);
        const me = await client(t, address, res.json<{ token: string }>().token).get('/api/auth/me');
        expect(me.json<{ fullName: string }>().fullName).toBe(payload);
      }
    },
  );

  it('keeps them as review comments and reviewer names (GET /api/reviews/{productId})', async () => {
    const reviewer = await signedIn(t, { fullName: '<svg/onload=alert(1)>' });
    const products: string[] = [];
    for (const [i] of PAYLOADS.entries())
      products.push(await productWithStock(t.database.db, { M: 5 }, `Reviewed Kurti ${i}`));
    const orderId = await newOrder(
      t.database.db,
      reviewer.userId,
      products.map((productId) => ({ productId, size: 'M', quantity: 1 })),
    );
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, orderId));
    for (const [i, payload] of PAYLOADS.entries()) {
      const posted = await as(t, reviewer.token).post(`/api/reviews/${products[i]}`, { rating: 4, comment: payload });
      expect(posted.statusCode, posted.body).toBe(201);
      const [review] = (await as(t).get(`/api/reviews/${products[i]}`)).json<
        { comment: string; user: { name: string } }[]
      >();
      expect(review).toMatchObject({ comment: payload, user: { name: '<svg/onload=alert(1)>' } });
    }
  });

  it("keeps them as a checkout's customer name, address and notes (GET /api/orders/{id})", async () => {
    const shopper = await signedIn(t);
    for (const payload of PAYLOADS) {
      const body = {
        ...codBody([{ productId: kurti, quantity: 1, title: payload }]),
        customerInfo: { ...CUSTOMER, name: payload, address: payload, notes: payload },
      };
      const res = await as(t, shopper.token).post('/api/orders/cod', body);
      expect(res.statusCode, res.body).toBe(201);
      const order = (await as(t, shopper.token).get(`/api/orders/${res.json<{ orderId: string }>().orderId}`)).json<{
        customerInfo: Record<string, string>;
      }>();
      expect(order.customerInfo).toMatchObject({ name: payload, address: payload, notes: payload });
    }
  });

  it('keeps them as contact messages (name and message, stored rows)', async () => {
    for (const payload of PAYLOADS) {
      const res = await client(t, next.address()).post('/api/contact', {
        name: payload,
        email: 'asha@example.com',
        message: payload,
      });
      if (payload.length > NAME_MAX) {
        expect([res.statusCode, res.json().message]).toEqual([400, NAME_TOO_LONG]);
        continue;
      }
      expect(res.statusCode, res.body).toBe(201);
    }
    const stored = await t.database.db
      .select()
      .from(contactMessages)
      .where(inArray(contactMessages.message, [...PAYLOADS]));
    const fitting = PAYLOADS.filter((p) => p.length <= NAME_MAX);
    expect(stored.map((row) => row.message).sort()).toEqual([...fitting].sort());
    expect(stored.every((row) => row.name === row.message)).toBe(true);
  });

  it('keeps them as cart line titles (update-cart, then me)', async () => {
    const shopper = await signedIn(t);
    const cart = PAYLOADS.map((title, i) => ({ id: `line-${i}`, title, price: 799, selectedSize: 'M', quantity: 1 }));
    expect((await as(t, shopper.token).post('/api/auth/update-cart', { cart })).statusCode).toBe(200);
    const me = (await as(t, shopper.token).get('/api/auth/me')).json<{ cart: { title: string }[] }>();
    expect(me.cart.map((line) => line.title)).toEqual(PAYLOADS);
  });

  it(
    'refuses a cart line image that is not a path, an http(s) URL or an ' +
      'inline image (javascript:, vbscript:, data:text/html)',
    async () => {
      const shopper = await signedIn(t);
      const kept = [
        { id: kurti, title: 'Kept', image: '/uploads/products/x/1.svg', price: 799, selectedSize: 'M', quantity: 1 },
      ];
      expect((await as(t, shopper.token).post('/api/auth/update-cart', { cart: kept })).statusCode).toBe(200);
      for (const image of [
        'javascript:alert(1)',
        ' javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        'vbscript:msgbox(1)',
        'data:text/html,<script>alert(1)</script>',
      ]) {
        const res = await as(t, shopper.token).post('/api/auth/update-cart', { cart: [{ ...kept[0], image }] });
        expect([res.statusCode, res.json().message]).toEqual([
          400,
          'cart.0.image: image must be a path, an http(s) URL or an image',
        ]);
      }
      expect((await as(t, shopper.token).get('/api/auth/me')).json().cart).toMatchObject([
        { title: 'Kept', image: '/uploads/products/x/1.svg' },
      ]);
    },
  );

  it('answers every API response as JSON with nosniff, so a stored payload is never rendered by the API', async () => {
    const res = await as(t).get(`/api/client/products/${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const unknown = await as(t).get('/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('SQL metacharacters everywhere', () => {
  it(
    'change nothing: logins, lookups, ids and texts with SQL are refused or ' +
      'stored as text, and every table keeps its rows',
    async () => {
      const victim = next.phone();
      const address = next.address();
      await signUp(t, victim, address);
      const before = await rowCounts(t.database.db);
      for (const payload of SQL_PAYLOADS) {
        const login = await client(t, address).post('/api/auth/login', {
          phone: victim,
          password: `${payload}xxxxxxxx`,
        });
        expect([login.statusCode, login.json().message]).toEqual([401, 'Invalid phone or password']);
        for (const res of [
          await client(t, address).post('/api/auth/check-user', { phone: payload }),
          await client(t, address).post('/api/auth/login', { phone: payload, password: PASSWORD }),
          await as(t).get(`/api/client/products/${encodeURIComponent(payload)}`),
          await as(t).get(`/api/reviews/${encodeURIComponent(payload)}`),
          await as(t).get(`/api/dev/sms-outbox?phone=${encodeURIComponent(payload)}`),
        ]) {
          expectClearRefusal(res, payload);
        }
      }
      expect(await rowCounts(t.database.db)).toEqual(before);
      // The victim's account still works exactly as before.
      expect((await client(t, address).post('/api/auth/login', { phone: victim, password: PASSWORD })).statusCode).toBe(
        200,
      );
    },
  );
});
