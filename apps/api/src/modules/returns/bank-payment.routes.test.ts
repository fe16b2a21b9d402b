// Staff record a cash-on-delivery return's payout paid by hand from the bank (PAYOUT_PROVIDER=manual, the production
// default): POST /api/admin/returns/{id}/payout-paid with the bank's reference (UTR).
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, returnPayouts } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CUSTOMER, signedInStaff } from '../../testing/factories';
import { fakeReturnShipping } from '../../testing/fake-return-shipping';
import { as } from '../../testing/requests';
import { deliveredOrder, staffReturnAction } from '../../testing/returns-testing';
import { PAYOUT_MESSAGES } from '../payouts';

let t: TestApp;
let staffHeaders: Record<string, string>;
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const shipping = fakeReturnShipping();

beforeAll(async () => {
  t = await buildTestApp(
    { PAYOUT_PROVIDER: 'manual' },
    { clock, providers: { shipping: { provider: shipping.provider } } },
  );
  // The owner: marking a payout paid and seeing its destination need the `payouts` permission.
  staffHeaders = (await signedInStaff(t, { role: 'owner', fullName: 'Meera Iyer' })).headers;
});
afterAll(() => t.close());

const staffPost = (id: string, action: string, payload?: object) =>
  staffReturnAction(t, staffHeaders, id, action, payload);
const paid = (id: string, reference: string) => staffPost(id, 'payout-paid', { reference });

/** A delivered order's return, received with the quality check accepted (COD: its payout waits for staff). */
async function received(options: { prepaid?: boolean; receive?: boolean } = {}) {
  const order = await deliveredOrder(t, { prepaid: options.prepaid ?? false });
  const res = await as(t, order.shopper.token).post(`/api/orders/${order.orderId}/returns`, {
    orderItemId: order.itemId,
    kind: 'return',
    quantity: 1,
    reason: 'not_as_pictured',
    ...(options.prepaid ? {} : { payout: { kind: 'upi', upiId: 'priya.sharma@okaxis' } }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ _id: string }>()._id;
  if (options.receive !== false) {
    expect((await staffPost(id, 'approve')).statusCode).toBe(200);
    const got = await staffPost(id, 'receive', { qc: 'accept' });
    expect(got.statusCode, got.body).toBe(200);
  }
  return { ...order, id };
}

describe('recording a bank payment of a pending payout', () => {
  it('refunds the request with the UTR, audited and in the order history; the same UTR again is 200', async () => {
    const { id, orderId } = await received();
    const before = await t.app.inject({ url: `/api/admin/returns/${id}`, headers: staffHeaders });
    expect(before.json()).toMatchObject({
      state: 'received',
      paymentMode: 'cod',
      payoutMasked: 'pr**********@okaxis',
      refund: { status: 'pending', reference: null },
    });

    const res = await paid(id, ' 412345678901 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: id,
      state: 'refunded',
      refund: { status: 'processed', reference: '412345678901', failureReason: null },
    });
    expect(res.json().times.refunded).toBe(clock.now().toISOString());

    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.summary)).toContain(
      'Payout of ₹799.00 to pr**********@okaxis paid (reference 412345678901)',
    );
    expect(events.find((e) => e.summary.includes('412345678901'))).toMatchObject({
      actor: 'staff',
      staffName: 'Meera Iyer',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'return.payout')));
    expect(audits.map((a) => a.after)).toContainEqual(
      expect.objectContaining({ status: 'processed', reference: '412345678901' }),
    );

    const again = await paid(id, '412345678901');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(res.json());
    const rows = await t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, id));
    expect(rows.map((r) => [r.status, r.reference])).toEqual([['processed', '412345678901']]);

    const other = await paid(id, '412345678902');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'action_not_allowed', message: PAYOUT_MESSAGES.notPending });
  });

  it('answers 404 for an unknown request', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await paid(id, '412345678901');
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: M.returnNotFound });
    }
  });

  it('answers 409 when no payout waits: a prepaid return, a COD return not yet received', async () => {
    const prepaid = await received({ prepaid: true });
    const early = await received({ receive: false });
    for (const { id } of [prepaid, early]) {
      const res = await paid(id, '412345678901');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'action_not_allowed', message: PAYOUT_MESSAGES.notPending });
    }
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['65 characters', 'U'.repeat(65)],
    ['a space inside', 'abc def'],
    ['other punctuation', 'UTR#123'],
  ])('answers 400 for a reference %s, and the payout still waits', async (_, reference) => {
    const { id } = await received();
    const res = await paid(id, reference);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'bad_request',
      field: 'reference',
      message: `reference: ${M.bankReference}`,
    });
    const rows = await t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, id));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  });

  it.each([
    ['12 digits (UPI, IMPS)', '412345678901'],
    ['16 characters (NEFT)', 'SBIN426123456789'],
    ['22 characters (RTGS)', 'HDFCR52026112812345678'],
  ])('takes a reference of %s', async (_, reference) => {
    const { id } = await received();
    const res = await paid(id, reference);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 'processed', reference });
  });

  it.each([
    ['a word', 'PAID'],
    ['11 digits', '41234567890'],
    ['13 digits', '4123456789012'],
    ['a prefix on 9 digits', 'UTR123456789'],
    ['23 characters', 'HDFCR520261128123456789'],
    ['slashes', 'NEFT/2026/11/28'],
  ])('answers 422 bank_reference_invalid for %s, and the payout still waits', async (_, reference) => {
    const { id } = await received();
    const res = await paid(id, reference);
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { code: 'bank_reference_invalid', message: M.bankReferenceShape },
    ]);
    expect(M.bankReferenceShape).toBe(
      "This doesn't look like a bank reference. A UPI or IMPS reference is 12 digits; a NEFT or RTGS UTR is 16 to 22 " +
        'letters and digits. Copy it from the bank statement.',
    );
    const rows = await t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, id));
    expect(rows.map((r) => [r.status, r.reference])).toEqual([['pending', null]]);
  });

  it("shows staff the pickup address: the order's delivery address, as the order's page shows it", async () => {
    const { id, orderId } = await received({ receive: false });
    const res = await t.app.inject({ url: `/api/admin/returns/${id}`, headers: staffHeaders });
    const order = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: staffHeaders });
    const { customer } = order.json();
    expect(res.json().pickupAddress).toEqual({
      name: CUSTOMER.name,
      phone: customer.phone,
      line: customer.address,
      city: customer.city,
      state: customer.state,
      pincode: customer.pincode,
    });
    expect(res.json().pickupAddress).toMatchObject({ line: '14 MG Road, Koregaon Park', pincode: '411001' });
    const list = await t.app.inject({ url: '/api/admin/returns?state=all', headers: staffHeaders });
    const row = list.json().returns.find((r: { _id: string }) => r._id === id);
    expect(row.pickupAddress).toEqual(res.json().pickupAddress);
  });
});

describe("the payout's full destination, for paying it by hand", () => {
  const reveal = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/payout-destination`, headers });

  it('shows an owner the full UPI ID and amount, and records who looked (never the destination itself)', async () => {
    const { id } = await received();
    const res = await reveal(id, staffHeaders);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { destination: { kind: 'upi', upiId: 'priya.sharma@okaxis' }, amountPaise: 79_900 },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
    const [payout] = await t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, id));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, payout?.id ?? ''), eq(auditLog.action, 'payout.destination_viewed')));
    expect(audits.map((a) => [a.staffName, a.targetType, a.after])).toEqual([
      ['Meera Iyer', 'return_payout', { returnRequestId: id, destination: 'pr**********@okaxis', amountPaise: 79_900 }],
    ]);
    expect(JSON.stringify(audits)).not.toContain('priya.sharma');
  });

  it('refuses a manager and a packer 403 missing_permission naming Payouts, and logs nothing', async () => {
    const { id } = await received();
    for (const role of ['manager', 'packer'] as const) {
      const member = await signedInStaff(t, { role });
      const seen = await reveal(id, member.headers);
      expect([seen.statusCode, seen.json()], role).toEqual([
        403,
        {
          code: 'missing_permission',
          permission: 'payouts',
          message: 'You need the Payouts permission for this. Ask the shop owner.',
        },
      ]);
      const markPaid = await staffReturnAction(t, member.headers, id, 'payout-paid', { reference: '412345678901' });
      expect([markPaid.statusCode, markPaid.json().permission], role).toEqual([403, 'payouts']);
    }
    const [payout] = await t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, id));
    expect([payout?.status, payout?.reference]).toEqual(['pending', null]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, payout?.id ?? ''), eq(auditLog.action, 'payout.destination_viewed')));
    expect(audits).toEqual([]);
  });

  it('answers 409 once the payout is paid (its destination is wiped), 404 for an unknown request', async () => {
    const { id } = await received();
    expect((await paid(id, '412345678901')).statusCode).toBe(200);
    const after = await reveal(id, staffHeaders);
    expect([after.statusCode, after.json()]).toEqual([
      409,
      { code: 'action_not_allowed', message: PAYOUT_MESSAGES.notPending },
    ]);
    const unknown = await reveal('00000000-0000-4000-8000-000000000000', staffHeaders);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { code: 'not_found', message: M.returnNotFound }]);
  });
});
