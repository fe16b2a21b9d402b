// Saved replies (docs/decisions/127-conversations.md): the team's replies kept by title, used again in a thread.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await signedInStaff(t, { fullName: 'Meera Staff' })).headers;
});
afterAll(() => t.close());

describe('saved replies', () => {
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/saved-replies', headers: staff, payload });

  it('are kept by title, one of each title case aside, changed and removed with an audit entry each', async () => {
    const made = await create({ title: 'Size exchange', text: 'Hi {name}, ask for an exchange from My Orders.' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: string }>().id;
    const again = await create({ title: 'SIZE EXCHANGE', text: 'Other' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'A saved reply with this title already exists.']);
    expect((await create({ title: ' ', text: 'x' })).json()).toMatchObject({
      message: 'title: Please give the saved reply a title.',
      field: 'title',
    });
    await create({ title: 'COD', text: 'Cash on delivery is open to orders up to Rs. 5,000.' });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/saved-replies', headers: staff });
    expect(list.json<{ items: { title: string }[] }>().items.map((r) => r.title)).toEqual(['COD', 'Size exchange']);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/saved-replies/${id}`,
      headers: staff,
      payload: { title: 'Exchanges', text: 'Hi {name}, exchanges are free.' },
    });
    expect(changed.json()).toMatchObject({ title: 'Exchanges', text: 'Hi {name}, exchanges are free.' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/saved-replies/${id}`, headers: staff });
    expect(removed.json<{ items: { title: string }[] }>().items.map((r) => r.title)).toEqual(['COD']);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/saved-replies/${id}`, headers: staff });
    expect([gone.statusCode, gone.json().message]).toEqual([404, 'Saved reply not found']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'saved_reply.create',
      'saved_reply.delete',
      'saved_reply.update',
    ]);
  });
});
