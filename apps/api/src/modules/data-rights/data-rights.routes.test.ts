import { type AccountData, type MarketingConsent } from '@vastra/domain/api';
import { accountDeletionRefusal, IDENTITY_DATA_RIGHTS_MESSAGES as M, MARKETING_CONSENT } from '@vastra/domain/identity';
import { shortOrderId } from '@vastra/domain/orders';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backInStockRequests,
  contactMessages,
  marketingConsents,
  whatsappOptIns,
  orderItems,
  orders,
  returnRequests,
  reviewPhotos,
  reviews,
  savedAddresses,
  users,
  wishlistItems,
} from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, SAVED_ADDRESS } from '../../testing/factories';
import { client, signUp, uniques } from '../../testing/requests';
import { DELETED_ACCOUNT_NAME } from './data-rights.service';

// The shopper's data rights on PGlite and (scripts/test-pg.sh) on PostgreSQL.
const clock = manualClock(new Date('2027-03-01T06:00:00.000Z'));
const next = uniques();
let t: TestApp;

async function shopper() {
  const phone = next.phone();
  const address = next.address();
  const { token, user } = await signUp(t, phone, address);
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { id: user._id, phone: user.phone, address, send };
}

type HerTable =
  | typeof savedAddresses
  | typeof reviews
  | typeof reviewPhotos
  | typeof marketingConsents
  | typeof wishlistItems
  | typeof backInStockRequests;

const rowsOf = async (table: HerTable, userId: string) => {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

describe('marketing consent', () => {
  it('is not given until she gives it; each choice is recorded with the wording’s version', async () => {
    const me = await shopper();
    const first = await me.send('GET', '/api/account/consent');
    expect(first.statusCode).toBe(200);
    expect(first.json<MarketingConsent>()).toEqual({
      granted: false,
      version: MARKETING_CONSENT.version,
      wording: MARKETING_CONSENT.wording,
      updatedAt: null,
    });

    const given = await me.send('PUT', '/api/account/consent', { granted: true });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({
      granted: true,
      version: MARKETING_CONSENT.version,
      wording: MARKETING_CONSENT.wording,
      updatedAt: clock.now().toISOString(),
      message: M.consentGiven,
    });
    clock.advance(60_000);
    const withdrawn = await me.send('PUT', '/api/account/consent', { granted: false });
    expect(withdrawn.json()).toMatchObject({ granted: false, message: M.consentWithdrawn });
    expect((await me.send('GET', '/api/account/consent')).json<MarketingConsent>()).toMatchObject({
      granted: false,
      updatedAt: clock.now().toISOString(),
    });

    const log = await t.database.db
      .select({
        granted: marketingConsents.granted,
        version: marketingConsents.version,
        source: marketingConsents.source,
      })
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, me.id))
      .orderBy(marketingConsents.createdAt);
    expect(log).toEqual([
      { granted: true, version: MARKETING_CONSENT.version, source: 'profile' },
      { granted: false, version: MARKETING_CONSENT.version, source: 'profile' },
    ]);
  });

  it('refuses anything but a yes or no, recording nothing', async () => {
    const me = await shopper();
    const res = await me.send('PUT', '/api/account/consent', { granted: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', field: 'granted' });
    expect(await rowsOf(marketingConsents, me.id)).toBe(0);
    expect(await rowsOf(wishlistItems, me.id)).toBe(0);
    expect(await rowsOf(backInStockRequests, me.id)).toBe(0);
    expect(await t.database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.phone, me.phone))).toEqual([]);
  });
});

describe('GET /api/account/data', () => {
  it('is a copy of everything kept about her, and only hers', async () => {
    const me = await shopper();
    const other = await shopper();
    expect((await me.send('POST', '/api/addresses', SAVED_ADDRESS)).statusCode).toBe(201);
    expect((await me.send('PUT', '/api/account/consent', { granted: true })).statusCode).toBe(200);
    const productId = await productWithStock(t, { M: 5 }, 'Indigo Anarkali Kurti');
    const orderId = await newOrder(t, me.id, [{ productId, size: 'M', quantity: 2 }]);
    await newOrder(t, other.id, [{ productId, size: 'M', quantity: 1 }]);
    // Her phone's WhatsApp opt-in is hers; another phone's is not.
    await t.database.db.insert(whatsappOptIns).values([
      { phone: me.phone, source: 'checkout', wordingVersion: 1, optedInAt: clock.now() },
      { phone: other.phone, source: 'checkout', wordingVersion: 1, optedInAt: clock.now() },
    ]);
    await t.database.db.insert(reviews).values({
      productId,
      userId: me.id,
      userName: 'Asha Verma',
      rating: 4,
      comment: 'Soft cotton, true to size.',
      fit: 'true',
      createdAt: clock.now(),
    });

    await t.database.db.insert(contactMessages).values([
      { name: 'Asha', email: 'ASHA@example.com', message: 'Is the M in stock?', createdAt: clock.now() },
      { name: 'Someone', email: 'someone@example.com', message: 'Not hers.', createdAt: clock.now() },
    ]);

    const saree = await productWithStock(t, { 'Free Size': 0 }, 'Rust Silk Saree');
    expect((await me.send('POST', '/api/wishlist', { productIds: [saree] })).statusCode).toBe(200);
    expect((await me.send('POST', '/api/back-in-stock', { productId: saree, size: 'Free Size' })).statusCode).toBe(200);

    const res = await me.send('GET', '/api/account/data');
    expect(res.statusCode).toBe(200);
    const data = res.json<AccountData>();
    expect(data.exportedAt).toBe(clock.now().toISOString());
    expect(data.shop).toBe(t.config.SHOP_NAME);
    expect(data.account).toMatchObject({ fullName: 'Asha Verma', email: 'asha@example.com', phone: me.phone });
    expect(data.marketingConsent).toEqual([
      { granted: true, version: MARKETING_CONSENT.version, at: clock.now().toISOString() },
    ]);
    expect(data.whatsappUpdates).toEqual([
      {
        phone: me.phone,
        source: 'checkout',
        wordingVersion: 1,
        language: 'en',
        optedInAt: clock.now().toISOString(),
        optedOutAt: null,
      },
    ]);
    expect(data.addresses).toEqual([expect.objectContaining({ address: SAVED_ADDRESS.address, isDefault: true })]);
    expect(data.orders).toEqual([
      {
        order: shortOrderId(orderId),
        placedAt: expect.any(String),
        status: 'placed',
        paymentMode: 'cod',
        totalPaise: 159_800,
        deliverTo: {
          name: 'Asha Verma',
          email: 'asha@example.in',
          phone: '+919876543210',
          address: '14 MG Road, Koregaon Park',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
        items: [{ title: 'Cotton Anarkali Kurti', size: 'M', quantity: 2, unitPricePaise: 79_900 }],
      },
    ]);
    expect(data.reviews).toEqual([
      {
        product: 'Indigo Anarkali Kurti',
        rating: 4,
        comment: 'Soft cotton, true to size.',
        fit: 'true',
        at: expect.any(String),
      },
    ]);
    expect(data.returns).toEqual([]);
    expect(data.messages).toEqual([
      { name: 'Asha', message: 'Is the M in stock?', at: clock.now().toISOString(), conversation: [] },
    ]);
    expect(data.wishlist).toEqual([{ product: 'Rust Silk Saree', at: expect.any(String) }]);
    expect(data.backInStock).toEqual([
      { product: 'Rust Silk Saree', size: 'Free Size', requestedAt: expect.any(String), notifiedAt: null },
    ]);
    expect(data.keptOnDeletion).toBe(M.keptOnDeletion);
  });
});

describe('POST /api/account/delete', () => {
  it('asks for a deliberate yes', async () => {
    const me = await shopper();
    const res = await me.send('POST', '/api/account/delete', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'confirm', message: `confirm: ${M.confirmRequired}` });
    expect((await me.send('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('is refused while an order is on its way or a return is in progress, saying which; nothing changes', async () => {
    const me = await shopper();
    const productId = await productWithStock(t, { M: 5 });
    const orderId = await newOrder(t, me.id, [{ productId, size: 'M', quantity: 1 }]);
    const refused = await me.send('POST', '/api/account/delete', { confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'account_has_open_orders',
      message: accountDeletionRefusal({ openOrders: [shortOrderId(orderId)], openReturns: 0 }),
    });

    // Delivered, but one of its items is coming back.
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    await t.database.db.insert(returnRequests).values({
      orderId,
      orderItemId: item?.id ?? '',
      userId: me.id,
      kind: 'return',
      state: 'pickup_scheduled',
      quantity: 1,
      reason: 'not_as_pictured',
    });
    const stillRefused = await me.send('POST', '/api/account/delete', { confirm: true });
    expect(stillRefused.statusCode).toBe(409);
    expect(stillRefused.json<{ message: string }>().message).toBe(
      accountDeletionRefusal({ openOrders: [], openReturns: 1 }),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ fullName: 'Asha Verma', phone: me.phone, deletedAt: null });
    expect((await me.send('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('erases her profile, addresses, reviews and photos, choices, wishlist; signs her out; keeps orders', async () => {
    const me = await shopper();
    expect((await me.send('POST', '/api/addresses', SAVED_ADDRESS)).statusCode).toBe(201);
    expect((await me.send('PUT', '/api/account/consent', { granted: true })).statusCode).toBe(200);
    const productId = await productWithStock(t, { M: 5, L: 0 });
    const orderId = await newOrder(t, me.id, [{ productId, size: 'M', quantity: 1 }]);
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    expect((await me.send('POST', '/api/wishlist', { productIds: [productId] })).statusCode).toBe(200);
    expect((await me.send('POST', '/api/back-in-stock', { productId, size: 'L' })).statusCode).toBe(200);
    await t.database.db
      .insert(whatsappOptIns)
      .values({ phone: me.phone, source: 'checkout', wordingVersion: 1, optedInAt: clock.now() });
    const [review] = await t.database.db
      .insert(reviews)
      .values({
        productId,
        userId: me.id,
        userName: 'Asha Verma',
        rating: 5,
        comment: 'Lovely.',
        createdAt: clock.now(),
      })
      .returning({ id: reviews.id });
    // A photo on her review, and one uploaded for a review she never sent.
    await t.database.db.insert(reviewPhotos).values([
      { userId: me.id, productId, reviewId: review?.id ?? null, storageKey: 'reviews/sent.jpg' },
      { userId: me.id, productId, reviewId: null, storageKey: 'reviews/unsent.jpg' },
    ]);

    // Her email is hers alone (the other shoppers of this file sign up as asha@example.com).
    const email = `asha.${me.id}@example.com`;
    await t.database.db.update(users).set({ email }).where(eq(users.id, me.id));
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Asha', email, message: 'Where is my parcel?' })
      .returning({ id: contactMessages.id });
    const [shared] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Asha', email: 'asha@example.com', message: 'Another account gives this email.' })
      .returning({ id: contactMessages.id });

    const res = await me.send('POST', '/api/account/delete', { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    const left = async (id = '') =>
      (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id))).length;
    expect(await left(message?.id)).toBe(0);
    expect(await left(shared?.id)).toBe(1);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      fullName: DELETED_ACCOUNT_NAME,
      email: '',
      phone: `deleted:${me.id}`,
      passwordHash: '',
      cart: [],
      deletedAt: clock.now(),
    });
    expect(await rowsOf(savedAddresses, me.id)).toBe(0);
    expect(await rowsOf(reviews, me.id)).toBe(0);
    expect(await rowsOf(reviewPhotos, me.id)).toBe(0);
    expect(await rowsOf(marketingConsents, me.id)).toBe(0);
    expect(await rowsOf(wishlistItems, me.id)).toBe(0);
    expect(await rowsOf(backInStockRequests, me.id)).toBe(0);
    // The order stays, as the tax law asks, with what it was delivered to.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: me.id, customerName: 'Asha Verma', customerPhone: '+919876543210' });

    // Signed out everywhere; the phone is free for a new account.
    expect((await me.send('GET', '/api/auth/me')).statusCode).toBe(401);
    const lookup = await client(t, me.address).post('/api/auth/check-user', { phone: me.phone });
    expect(lookup.json()).toEqual({ exists: false });
  });
});
