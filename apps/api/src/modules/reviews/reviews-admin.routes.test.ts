import { randomUUID } from 'node:crypto';
import type { AdminReview, AdminReviewsResponse, Review } from '@vastra/domain/api';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, newReview, signedInStaff } from '../../testing/factories';

let t: TestApp;
let headers: Record<string, string>;
let kurti: string;
let saree: string;
const ids: Record<string, string> = {};
const id = (key: string): string => {
  const value = ids[key];
  if (value === undefined) throw new Error(`no row ${key}`);
  return value;
};

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30));

beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signedInStaff(t, { fullName: 'Meera Staff' })).headers;
  kurti = await newProduct(t, 'Moderated Cotton Kurti');
  saree = await newProduct(t, 'Moderated Silk Saree');
  const review = async (key: string, productId: string, userName: string | null, rating: number, comment: string) => {
    ids[key] = await newReview(t, { productId, userName, rating, comment, createdAt: at(Object.keys(ids).length + 1) });
  };
  await review('asha', kurti, 'Asha Verma', 5, 'Soft cotton, true to size.');
  await review('rude', kurti, 'Troll', 1, 'Rubbish 100% fake');
  await review('anon', kurti, null, 3, 'Fine for the price.');
  await review('silk', saree, 'Lakshmi', 4, 'Rich colour.');
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<AdminReviewsResponse>();
};
const keysOf = (page: { items: { id: string }[] }) =>
  page.items.map((item) => Object.keys(ids).find((k) => ids[k] === item.id) ?? item.id);
const patch = (id: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers, payload: payload as object });
const storefront = async (productId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/${productId}` });
  expect(res.statusCode).toBe(200);
  return res.json<Review[]>();
};
const storefrontKeys = async (productId: string) =>
  keysOf({ items: (await storefront(productId)).map((r) => ({ id: r._id })) });
const auditsOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, id)))
    .orderBy(asc(auditLog.id));

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first with its product title', async () => {
    const page = await list();
    expect(keysOf(page)).toEqual(['silk', 'anon', 'rude', 'asha']);
    expect(page.nextCursor).toBeNull();
    expect(page.items[1]).toEqual({
      id: ids.anon,
      productId: kurti,
      productTitle: 'Moderated Cotton Kurti',
      userName: 'Anonymous',
      // Written without an account (or hers was deleted): no customer page to link to.
      userId: null,
      rating: 3,
      comment: 'Fine for the price.',
      createdAt: '2026-11-03T09:30:00.000Z',
      hiddenAt: null,
      hiddenBy: null,
      reply: null,
      repliedAt: null,
      repliedBy: null,
      fit: null,
      photos: [],
    });
  });

  it.each([
    ['?rating=1', ['rude']],
    ['?rating=5', ['asha']],
    ['?productId=PRODUCT', ['anon', 'rude', 'asha']],
    [`?productId=${randomUUID()}`, []],
    ['?productId=not-a-uuid', []],
    ['?q=true%20to', ['asha']],
    ['?q=lakshmi', ['silk']],
    ['?q=100%25', ['rude']],
    ['?q=_', []],
    ['?visibility=visible', ['silk', 'anon', 'rude', 'asha']],
    ['?visibility=hidden', []],
  ])('filters %s', async (query, keys) => {
    expect(keysOf(await list(query.replace('PRODUCT', kurti)))).toEqual(keys);
  });

  it('pages with a keyset cursor, no row twice or missed', async () => {
    const first = await list('?limit=3');
    expect(keysOf(first)).toEqual(['silk', 'anon', 'rude']);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect(keysOf(second)).toEqual(['asha']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a rating outside 1–5 with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reviews?rating=6', headers });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/reviews/{id}', () => {
  it('hides a review: the storefront leaves it out at once; show brings it back; each audited once', async () => {
    expect(await storefrontKeys(kurti)).toEqual(['anon', 'rude', 'asha']);

    const hidden = await patch(id('rude'), { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<AdminReview>()).toMatchObject({
      hiddenAt: expect.stringMatching(/^\d{4}-/),
      hiddenBy: 'Meera Staff',
    });
    expect(await storefrontKeys(kurti)).toEqual(['anon', 'asha']);
    expect(keysOf(await list('?visibility=hidden'))).toEqual(['rude']);
    expect(keysOf(await list('?visibility=visible'))).toEqual(['silk', 'anon', 'asha']);
    // A repeated hide changes nothing and writes nothing.
    expect((await patch(id('rude'), { hidden: true })).json<AdminReview>().hiddenAt).toBe(
      hidden.json<AdminReview>().hiddenAt,
    );

    const shown = await patch(id('rude'), { hidden: false });
    expect(shown.json<AdminReview>()).toMatchObject({ hiddenAt: null, hiddenBy: null });
    expect(await storefrontKeys(kurti)).toEqual(['anon', 'rude', 'asha']);

    const audits = await auditsOf(id('rude'));
    expect(audits.map((a) => [a.action, a.staffName])).toEqual([
      ['review.hide', 'Meera Staff'],
      ['review.show', 'Meera Staff'],
    ]);
  });

  it("sets the shop's reply (trimmed), shows it under the review on the storefront, edits and removes it", async () => {
    const res = await patch(id('asha'), { reply: '  Thank you, Asha!  ' });
    expect(res.statusCode).toBe(200);
    const replied = res.json<AdminReview>();
    expect(replied).toMatchObject({
      reply: 'Thank you, Asha!',
      repliedAt: expect.stringMatching(/^\d{4}-/),
      repliedBy: 'Meera Staff',
    });
    const onPage = (await storefront(kurti)).find((r) => r._id === ids.asha);
    expect(onPage?.reply).toEqual({ text: 'Thank you, Asha!', createdAt: replied.repliedAt });
    expect((await storefront(kurti)).find((r) => r._id === ids.anon)?.reply).toBeNull();

    await patch(id('asha'), { reply: 'Thank you, Asha! Do visit again.' });
    expect((await storefront(kurti)).find((r) => r._id === ids.asha)?.reply?.text).toBe(
      'Thank you, Asha! Do visit again.',
    );

    const removed = (await patch(id('asha'), { reply: '' })).json<AdminReview>();
    expect(removed).toMatchObject({ reply: null, repliedAt: null, repliedBy: null });
    expect((await storefront(kurti)).find((r) => r._id === ids.asha)?.reply).toBeNull();
    // Removing again (null) changes nothing.
    await patch(id('asha'), { reply: null });

    const audits = await auditsOf(id('asha'));
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['review.reply', { reply: null }, { reply: 'Thank you, Asha!' }],
      ['review.reply', { reply: 'Thank you, Asha!' }, { reply: 'Thank you, Asha! Do visit again.' }],
      ['review.reply', { reply: 'Thank you, Asha! Do visit again.' }, { reply: null }],
    ]);
  });

  it('hides and replies in one call, writing both audit entries', async () => {
    const res = await patch(id('silk'), { hidden: true, reply: 'We are sorry.' });
    expect(res.json<AdminReview>()).toMatchObject({ hiddenBy: 'Meera Staff', reply: 'We are sorry.' });
    expect((await auditsOf(id('silk'))).map((a) => a.action)).toEqual(['review.hide', 'review.reply']);
    expect(await storefront(saree)).toEqual([]);
  });

  it.each([randomUUID(), 'not-a-uuid'])("answers an unknown id (%s) with 404 'Review not found'", async (id) => {
    const res = await patch(id, { hidden: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Review not found', code: 'not_found' });
  });

  it.each([
    ['an empty body', {}, 'Nothing to change'],
    ['a reply over 1,000 characters', { reply: 'r'.repeat(1001) }, 'reply: Keep the reply under 1,000 characters'],
  ])('refuses %s with 400', async (_case, payload, text) => {
    const res = await patch(id('anon'), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(text);
  });

  it('answers 401 without a staff session', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${ids.anon}`, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
