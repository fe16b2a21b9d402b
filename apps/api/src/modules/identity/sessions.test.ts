import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { randomToken } from '../../shared/crypto';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { client, signUp, uniques } from '../../testing/requests';

let t: TestApp;
let clock: ManualClock;
const next = uniques();
const ME = '/api/auth/me';

beforeAll(async () => {
  clock = manualClock();
  t = await buildTestApp({ SESSION_TTL_DAYS: '7' }, { clock });
});
afterAll(() => t.close());

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: ME, headers });

describe('bearer sessions (GET /api/auth/me)', () => {
  it('answers 401 "Authentication required. Please log in." without a usable Authorization header', async () => {
    const unusable: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer short' },
      { authorization: `Basic ${randomToken()}` },
      { authorization: `Bearer ${'x'.repeat(300)}` },
    ];
    for (const headers of unusable) {
      const res = await get(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required. Please log in.', code: 'unauthorized' });
    }
  });

  it('answers 401 "Session expired or invalid. Please log in again." for an unknown token', async () => {
    const res = await get({ authorization: `Bearer ${randomToken()}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Session expired or invalid. Please log in again.', code: 'unauthorized' });
  });

  it('ends a session after SESSION_TTL_DAYS', async () => {
    const { token } = await signUp(t, next.phone(), next.address());
    clock.advance(7 * 86_400_000 - 1);
    expect((await get({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    clock.advance(1);
    const res = await get({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Session expired or invalid. Please log in again.', code: 'unauthorized' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token: {message: "Logged out"}, then me and logout answer 401; other sessions live on', async () => {
    const phone = next.phone();
    const address = next.address();
    const { token } = await signUp(t, phone, address);
    const other = (await client(t, address).post('/api/auth/login', { phone, password: 'secret123' })).json()
      .token as string;
    const res = await client(t, address, token).post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expect((await client(t, address, token).get(ME)).statusCode).toBe(401);
    expect((await client(t, address, token).post('/api/auth/logout')).statusCode).toBe(401);
    expect((await client(t, address, other).get(ME)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await client(t, next.address()).post('/api/auth/logout')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/update-cart', () => {
  const line = {
    _id: 'p1',
    title: 'Anarkali Kurti',
    image: '/images/p1.svg',
    price: 799,
    selectedSize: 'M',
    quantity: 2,
    stockBySize: { M: 5 },
  };

  it(
    'stores the cart and me gives it back: ids filled from each other, ' + 'defaults applied, unknown fields kept',
    async () => {
      const address = next.address();
      const { token } = await signUp(t, next.phone(), address);
      const cart = [line, { id: 'p2', title: 'Cotton Saree', giftWrap: true }];
      const res = await client(t, address, token).post('/api/auth/update-cart', { cart });
      const stored = [
        { ...line, id: 'p1' },
        { id: 'p2', _id: 'p2', title: 'Cotton Saree', giftWrap: true, price: 0, selectedSize: 'default', quantity: 1 },
      ];
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Cart updated', cart: stored });
      expect((await client(t, address, token).get(ME)).json().cart).toEqual(stored);
    },
  );

  it('merges lines of one product and size, and an empty cart clears it (clear-and-sync)', async () => {
    const address = next.address();
    const { token } = await signUp(t, next.phone(), address);
    const shopper = client(t, address, token);
    await shopper.post('/api/auth/update-cart', { cart: [line, { ...line, quantity: 3 }] });
    expect((await shopper.get(ME)).json().cart).toEqual([{ ...line, id: 'p1', quantity: 5 }]);
    await shopper.post('/api/auth/update-cart', { cart: [] });
    expect((await shopper.get(ME)).json().cart).toEqual([]);
  });

  it.each([
    [{ cart: [{ title: 'no id' }] }, 'cart.0.id'],
    [{ cart: [{ id: 'p1', quantity: 0 }] }, 'cart.0.quantity'],
    [{ cart: [{ id: 'p1', price: -1 }] }, 'cart.0.price'],
    [{ cart: [{ id: 'p1', note: 'x'.repeat(5_000) }] }, 'cart.0'],
    [{ cart: Array.from({ length: 101 }, (_, i) => ({ id: `p${i}` })) }, 'cart'],
    [{ cart: 'everything' }, 'cart'],
    [{}, 'cart'],
  ])('refuses %# with 400 naming %s, and keeps the stored cart', async (body, field) => {
    const address = next.address();
    const { token } = await signUp(t, next.phone(), address);
    const shopper = client(t, address, token);
    await shopper.post('/api/auth/update-cart', { cart: [line] });
    const res = await shopper.post('/api/auth/update-cart', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}: `)),
      code: 'bad_request',
      field,
    });
    expect((await shopper.get(ME)).json().cart).toEqual([{ ...line, id: 'p1' }]);
  });

  it('answers 401 without a session', async () => {
    const res = await client(t, next.address()).post('/api/auth/update-cart', { cart: [] });
    expect(res.statusCode).toBe(401);
  });
});
