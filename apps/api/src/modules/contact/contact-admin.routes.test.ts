import { randomUUID } from 'node:crypto';
import type { AdminMessage, AdminMessagesResponse } from '@vastra/domain/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newShopper, signedInStaff } from '../../testing/factories';

let t: TestApp;
let headers: Record<string, string>;
const ids: Record<string, string> = {};
const id = (key: string): string => {
  const value = ids[key];
  if (value === undefined) throw new Error(`no row ${key}`);
  return value;
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute, 0, 0));

async function message(key: string, minute: number, values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Priya Sharma', email: 'priya@example.in', message: 'Hello', createdAt: at(minute), ...values })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('message not inserted');
  ids[key] = row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signedInStaff(t, { fullName: 'Meera Staff' })).headers;
  await message('size', 1, { message: 'Do you have the kurti in XL? 100% cotton_blend?' });
  await message('ravi', 2, { name: 'Ravi Kumar', email: 'ravi@example.in', message: 'Where is my parcel?' });
  await message('read', 3, { message: 'Thanks!', readAt: at(4) });
  await message('done', 5, {
    message: 'Refund please',
    readAt: at(5),
    handledAt: at(6),
    handledBy: 'Owner',
    staffNote: 'Refunded',
  });
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/messages${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<AdminMessagesResponse>();
};
const keysOf = (page: AdminMessagesResponse) =>
  page.items.map((item) => Object.keys(ids).find((k) => ids[k] === item.id) ?? item.id);
const patch = (id: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${id}`, headers, payload: payload as object });
const auditsOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'contact_message'), eq(auditLog.targetId, id)))
    .orderBy(asc(auditLog.id));

describe('GET /api/admin/messages', () => {
  it('lists the open messages newest first by default, with the counts of unread and open', async () => {
    const page = await list();
    expect(keysOf(page)).toEqual(['read', 'ravi', 'size']);
    expect(page.counts).toEqual({ unread: 2, open: 3 });
    expect(page.nextCursor).toBeNull();
    expect(page.items[1]).toEqual({
      id: ids.ravi,
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      message: 'Where is my parcel?',
      createdAt: '2026-11-20T10:02:00.000Z',
      readAt: null,
      handledAt: null,
      handledBy: null,
      note: '',
      customerId: null,
    });
  });

  it('links a message to the account with the email it came from, case aside, and not to a deleted one', async () => {
    const older = await newShopper(t, { fullName: 'Priya Sharma' });
    const newer = await newShopper(t, { fullName: 'Priya S.' });
    const gone = await newShopper(t, { fullName: 'Priya Deleted' });
    await t.database.db.update(users).set({ email: 'Priya@Example.in' }).where(eq(users.id, older.id));
    await t.database.db.update(users).set({ email: 'priya@example.IN' }).where(eq(users.id, newer.id));
    await t.database.db
      .update(users)
      .set({ email: 'priya@example.in', deletedAt: new Date(), createdAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, gone.id));
    const stranger = 'no.account.here@example.in';
    await t.database.db
      .update(contactMessages)
      .set({ email: stranger })
      .where(eq(contactMessages.id, id('ravi')));
    try {
      const byKey = new Map((await list('?status=all')).items.map((item) => [item.id, item.customerId]));
      // Two live accounts share the email: the newest is hers.
      expect(byKey.get(id('size'))).toBe(newer.id);
      expect(byKey.get(id('ravi'))).toBeNull();
      const updated = await patch(id('ravi'), { read: false });
      expect(updated.json<AdminMessage>().customerId).toBeNull();
      // A PATCH answers the message with it too (a repeat that changes nothing, so no audit entry is written).
      const again = await patch(id('size'), { read: false });
      expect(again.json<AdminMessage>().customerId).toBe(newer.id);
    } finally {
      await t.database.db.delete(users).where(inArray(users.id, [older.id, newer.id, gone.id]));
      await t.database.db
        .update(contactMessages)
        .set({ email: 'ravi@example.in' })
        .where(eq(contactMessages.id, id('ravi')));
    }
  });

  it.each([
    ['unread', ['ravi', 'size']],
    ['handled', ['done']],
    ['all', ['done', 'read', 'ravi', 'size']],
  ])('filters status=%s', async (status, keys) => {
    expect(keysOf(await list(`?status=${status}`))).toEqual(keys);
  });

  it.each([
    ['ravi', ['ravi']],
    ['RAVI@EXAMPLE', ['ravi']],
    ['parcel', ['ravi']],
    ['100%', ['size']],
    ['n%b', []],
    ['cotton_blend', ['size']],
  ])('searches name, email and message for %j (LIKE wildcards taken literally)', async (q, keys) => {
    expect(keysOf(await list(`?status=all&q=${encodeURIComponent(q)}`))).toEqual(keys);
  });

  it('pages with a keyset cursor, no row twice or missed', async () => {
    const first = await list('?status=all&limit=3');
    expect(keysOf(first)).toEqual(['done', 'read', 'ravi']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?status=all&limit=3&cursor=${first.nextCursor}`);
    expect(keysOf(second)).toEqual(['size']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a tampered cursor with 400 naming cursor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/messages?cursor=bm9wZQ', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'cursor' });
  });

  it('answers 401 without a staff session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/messages/{id}', () => {
  it('marks a message read, once: a repeat changes nothing and writes no second audit entry', async () => {
    const res = await patch(id('ravi'), { read: true });
    expect(res.statusCode).toBe(200);
    const readAt = res.json<AdminMessage>().readAt;
    expect(readAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const again = await patch(id('ravi'), { read: true });
    expect(again.json<AdminMessage>().readAt).toBe(readAt);
    const audits = await auditsOf(id('ravi'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'message.update',
      staffName: 'Meera Staff',
      before: { readAt: null, handledAt: null, handledBy: null, note: '' },
      after: { readAt, handledAt: null, handledBy: null, note: '' },
    });
    expect((await list()).counts).toEqual({ unread: 1, open: 3 });
  });

  it('marks a message unread again', async () => {
    const res = await patch(id('ravi'), { read: false });
    expect(res.json<AdminMessage>().readAt).toBeNull();
    expect((await list()).counts).toEqual({ unread: 2, open: 3 });
  });

  it('handles a message (by the staff member, read too) with a note, and reopens it', async () => {
    const res = await patch(id('size'), { handled: true, note: 'Told her XL is back on Monday' });
    expect(res.statusCode).toBe(200);
    const handled = res.json<AdminMessage>();
    expect(handled).toMatchObject({
      handledAt: expect.stringMatching(/^\d{4}-/),
      handledBy: 'Meera Staff',
      readAt: expect.stringMatching(/^\d{4}-/),
      note: 'Told her XL is back on Monday',
    });
    expect(keysOf(await list('?status=handled'))).toEqual(['done', 'size']);
    expect((await list()).counts).toEqual({ unread: 1, open: 2 });

    const reopened = (await patch(id('size'), { handled: false })).json<AdminMessage>();
    expect(reopened).toMatchObject({ handledAt: null, handledBy: null, note: 'Told her XL is back on Monday' });
    expect(keysOf(await list())).toEqual(['read', 'ravi', 'size']);
    const audits = await auditsOf(id('size'));
    expect(audits.map((a) => a.action)).toEqual(['message.update', 'message.update']);
    expect(audits[1]).toMatchObject({
      before: { handledBy: 'Meera Staff', note: 'Told her XL is back on Monday' },
      after: { handledAt: null, handledBy: null },
    });
  });

  it('keeps who handled it first when it is marked handled again', async () => {
    const res = await patch(id('done'), { handled: true });
    expect(res.json<AdminMessage>()).toMatchObject({ handledBy: 'Owner', handledAt: at(6).toISOString() });
    expect(await auditsOf(id('done'))).toEqual([]);
  });

  it.each([randomUUID(), 'not-a-uuid'])("answers an unknown id (%s) with 404 'Message not found'", async (id) => {
    const res = await patch(id, { read: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Message not found', code: 'not_found' });
  });

  it.each([
    ['an empty body', {}, 'Nothing to change'],
    ['a note over 2,000 characters', { note: 'n'.repeat(2001) }, 'note: Keep the note under 2,000 characters'],
  ])('refuses %s with 400', async (_case, payload, text) => {
    const res = await patch(id('ravi'), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(text);
  });
});
