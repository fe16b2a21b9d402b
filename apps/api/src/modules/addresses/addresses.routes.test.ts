import { CHECKOUT_MESSAGES } from '@vastra/domain/checkout';
import { ADDRESS_MESSAGES } from '@vastra/domain/address';
import { SAVED_ADDRESSES_MAX, type SavedAddress } from '@vastra/domain/api';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { SAVED_ADDRESS } from '../../testing/factories';
import { signUp, uniques } from '../../testing/requests';

// The address book on PGlite and (scripts/test-pg.sh) on PostgreSQL, where the concurrent cases really race.
const clock = manualClock();
const next = uniques();
let t: TestApp;

const home = (over: Record<string, unknown> = {}) => ({ ...SAVED_ADDRESS, ...over });

async function shopper() {
  const { token, user } = await signUp(t, next.phone(), next.address());
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const add = async (over: Record<string, unknown> = {}) => {
    clock.advance(1000);
    const res = await send('POST', '/api/addresses', home(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SavedAddress>();
  };
  const list = async () => {
    const res = await send('GET', '/api/addresses');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SavedAddress[]>();
  };
  return { id: user._id, send, add, list };
}

const defaults = async (userId: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

describe('/api/addresses', () => {
  it('saves the first address as the default and lists the default first, then the newest', async () => {
    const me = await shopper();
    expect(await me.list()).toEqual([]);
    const first = await me.add();
    expect(first).toMatchObject({ ...home(), isDefault: true });
    const second = await me.add({ label: 'Office', address: '4 Residency Road' });
    const third = await me.add({ label: '', address: '9 Brigade Road' });
    expect(second.isDefault).toBe(false);
    expect((await me.list()).map((a) => a.id)).toEqual([first.id, third.id, second.id]);
  });

  it('makes another the default, unsetting the previous one, and keeps the default when unticked', async () => {
    const me = await shopper();
    const first = await me.add();
    const second = await me.add({ label: 'Office' });
    const made = await me.send('PUT', `/api/addresses/${second.id}`, home({ label: 'Office', isDefault: true }));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ id: second.id, isDefault: true });
    expect((await me.list()).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const kept = await me.send('PUT', `/api/addresses/${second.id}`, home({ city: 'Mysuru', isDefault: false }));
    expect(kept.json()).toMatchObject({ city: 'Mysuru', isDefault: true });
    expect(await defaults(me.id)).toBe(1);
  });

  it('adds a new default when asked, the old one no longer the default', async () => {
    const me = await shopper();
    const first = await me.add();
    const second = await me.add({ isDefault: true });
    expect((await me.list()).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('deleting the default makes the newest remaining one the default', async () => {
    const me = await shopper();
    const first = await me.add();
    const second = await me.add();
    const third = await me.add();
    await me.send('PUT', `/api/addresses/${first.id}`, home({ isDefault: true }));
    const res = await me.send('DELETE', `/api/addresses/${first.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Address deleted' });
    expect((await me.list()).map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    await me.send('DELETE', `/api/addresses/${second.id}`);
    expect((await me.list()).map((a) => [a.id, a.isDefault])).toEqual([[third.id, true]]);
    await me.send('DELETE', `/api/addresses/${third.id}`);
    expect(await me.list()).toEqual([]);
  });

  it(`refuses the address after ${SAVED_ADDRESSES_MAX} with 409 and a clear message`, async () => {
    const me = await shopper();
    for (let i = 0; i < SAVED_ADDRESSES_MAX; i++) await me.add({ address: `${i + 1} Long Street` });
    const res = await me.send('POST', '/api/addresses', home());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: 'You can save up to 20 addresses. Delete one to add another.',
    });
    expect(await me.list()).toHaveLength(SAVED_ADDRESSES_MAX);
  });

  it("answers the billing form's own messages", async () => {
    const me = await shopper();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: ' ' }, CHECKOUT_MESSAGES.firstNameRequired],
      [{ lastName: '' }, CHECKOUT_MESSAGES.lastNameRequired],
      [{ city: '' }, ADDRESS_MESSAGES.cityRequired],
      [{ address: '' }, ADDRESS_MESSAGES.addressRequired],
      [{ state: 'Atlantis' }, ADDRESS_MESSAGES.stateRequired],
    ];
    for (const [over, message] of cases) {
      const res = await me.send('POST', '/api/addresses', home(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      // The API's validation answers name the field before the billing form's message.
      expect(res.json<{ message: string }>().message).toBe(`${Object.keys(over)[0]}: ${message}`);
    }
    for (const over of [{ pinCode: '12345' }, { phone: '12345' }, { email: 'nope' }, { label: 'x'.repeat(31) }]) {
      const res = await me.send('POST', '/api/addresses', home(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
    expect(await me.list()).toEqual([]);
  });

  it('refuses a PIN of another state than the one chosen (422 on state), on add and on update', async () => {
    const me = await shopper();
    const guwahati = home({ city: 'Bangalore', state: 'Karnataka', pinCode: '781001' });
    const added = await me.send('POST', '/api/addresses', guwahati);
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json()).toEqual({
      code: 'unprocessable',
      field: 'state',
      message: 'PIN 781001 is in Assam, not Karnataka',
    });
    expect(await me.list()).toEqual([]);
    const saved = await me.add();
    const updated = await me.send('PUT', `/api/addresses/${saved.id}`, guwahati);
    expect(updated.statusCode, updated.body).toBe(422);
    expect(updated.json()).toMatchObject({ field: 'state', message: 'PIN 781001 is in Assam, not Karnataka' });
    expect(await me.list()).toEqual([saved]);
    const assam = await me.send(
      'PUT',
      `/api/addresses/${saved.id}`,
      home({ city: 'Guwahati', state: 'Assam', pinCode: '781001' }),
    );
    expect(assam.statusCode, assam.body).toBe(200);
    expect(assam.json()).toMatchObject({ city: 'Guwahati', state: 'Assam', pinCode: '781001' });
  });

  it("answers 404 for another shopper's address and an unknown or malformed id, changing nothing", async () => {
    const a = await shopper();
    const b = await shopper();
    const bs = await b.add({ firstName: 'Bhavna', address: '77 Hidden Lane' });
    for (const id of [bs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const [method, payload] of [['PUT', home({ isDefault: true })], ['DELETE']] as const) {
        const res = await a.send(method, `/api/addresses/${id}`, payload);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Address not found' });
        expect(res.body).not.toContain('Hidden Lane');
      }
    }
    expect(await a.list()).toEqual([]);
    expect(await b.list()).toEqual([bs]);
  });

  it('two concurrent "make default" leave exactly one default', async () => {
    const me = await shopper();
    const ids = [(await me.add()).id, (await me.add()).id, (await me.add()).id];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        ids.map((id) => me.send('PUT', `/api/addresses/${id}`, home({ isDefault: true }))),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await defaults(me.id)).toBe(1);
    }
  });

  it('concurrent adds stop at the limit and a concurrent first pair still makes one default', async () => {
    const me = await shopper();
    const answers = await Promise.all(
      Array.from({ length: SAVED_ADDRESSES_MAX + 3 }, (_, i) =>
        me.send('POST', '/api/addresses', home({ address: `${i} Race Road` })),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_ADDRESSES_MAX);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await defaults(me.id)).toBe(1);
  });
});
