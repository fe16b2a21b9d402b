import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, refunds, returnPayouts, returnRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { GatewayRefusedError } from '../payments';
import { createManualPayouts, createSandboxPayouts } from '../payouts';
import { receivedRequest, requestRow, settlementFor } from '../../testing/settle-testing';

const clock = manualClock(new Date('2026-11-25T10:00:00Z'));
const staff = { id: null as unknown as string, fullName: 'Meera Iyer' };
const UPI = { kind: 'upi', upiId: 'priyasharma@okaxis' } as const;
const BANK = { kind: 'bank', accountName: 'Priya Sharma', accountNumber: '123456784321', ifsc: 'HDFC0001234' } as const;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const refundsOf = (requestId: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.returnRequestId, requestId));
const payoutsOf = (requestId: string) =>
  t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, requestId));
const historyOf = async (orderId: string) =>
  (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.summary);

describe('settling a prepaid return', () => {
  it('refunds the original payment once, the line amount: request refunded, history and audit written', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId, orderId, lineId } = await receivedRequest(t, s.payouts.seal);
    await s.settlement.complete(requestId, staff);
    await s.settlement.complete(requestId, staff);
    expect(s.fake.calls).toEqual([
      expect.objectContaining({ amountPaise: 79_900, idempotencyKey: `ret_${requestId.replaceAll('-', '')}_1` }),
    ]);
    const [refund] = await refundsOf(requestId);
    expect(refund).toMatchObject({ status: 'processed', orderItemId: lineId, amountPaise: 79_900 });
    expect(await requestRow(t, requestId)).toMatchObject({ state: 'refunded', refundedAt: clock.now() });
    expect(await historyOf(orderId)).toEqual([
      'Return refund of ₹799.00 to the original payment issued',
      'Refund of ₹799.00 processed by the gateway',
      'Return refunded: ₹799.00',
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, requestId));
    expect(audits.map((a) => a.action)).toEqual(['return.refund', 'return.refunded']);
  });

  it('refunds only what is left of a line staff already partly refunded', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId, orderId, lineId } = await receivedRequest(t, s.payouts.seal, { lineQuantity: 2, quantity: 2 });
    await s.refunds.issue({
      orderId,
      orderItemId: lineId,
      amountPaise: 100_000,
      reason: 'Stain',
      idempotencyKey: 'staff_part_01',
      staff,
    });
    await s.settlement.complete(requestId, null);
    expect((await refundsOf(requestId)).map((r) => [r.amountPaise, r.status])).toEqual([[59_800, 'processed']]);
    expect((await requestRow(t, requestId)).state).toBe('refunded');
  });

  it('refuses with 409 refund_not_allowed when nothing of the line is left', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId, orderId, lineId } = await receivedRequest(t, s.payouts.seal);
    await s.refunds.issue({ orderId, orderItemId: lineId, reason: 'All', idempotencyKey: 'staff_all_01', staff });
    const error = await s.settlement.complete(requestId, staff).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'conflict', code: 'refund_not_allowed' });
    expect(await refundsOf(requestId)).toEqual([]);
    expect((await requestRow(t, requestId)).state).toBe('received');
  });

  it('a refused refund leaves the request received; the next attempt uses a new key and refunds', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId } = await receivedRequest(t, s.payouts.seal);
    s.fake.state.answer = async () => {
      throw new GatewayRefusedError('Refund is not supported by the bank');
    };
    await s.settlement.complete(requestId, null);
    expect(await requestRow(t, requestId)).toMatchObject({ state: 'received', refundedAt: null });
    expect((await refundsOf(requestId)).map((r) => [r.status, r.failureReason])).toEqual([
      ['failed', 'Refund is not supported by the bank'],
    ]);
    s.fake.state.answer = null;
    await s.settlement.complete(requestId, null);
    expect(s.fake.calls.map((c) => c.idempotencyKey.slice(-2))).toEqual(['_1', '_2']);
    expect((await requestRow(t, requestId)).state).toBe('refunded');
  });

  it('a refund failing after the gateway accepted it: the next one refunds only what is left of the line', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId, orderId, lineId } = await receivedRequest(t, s.payouts.seal);
    const answer = { id: 'rfnd_CapLater00001', paymentId: 'pay_cap', amountPaise: 79_900 };
    s.fake.state.answer = async () => ({ ...answer, status: 'pending' });
    await s.settlement.complete(requestId, staff);
    s.fake.state.answer = null;
    expect((await requestRow(t, requestId)).state).toBe('received');
    await s.refunds.settle({ ...answer, status: 'failed', failureReason: 'Card closed' });
    expect((await requestRow(t, requestId)).state).toBe('received');
    await s.refunds.issue({
      orderId,
      orderItemId: lineId,
      amountPaise: 50_000,
      reason: 'Goodwill',
      idempotencyKey: 'staff_cap_01',
      staff,
    });
    await s.settlement.complete(requestId, staff);
    expect((await refundsOf(requestId)).map((r) => [r.amountPaise, r.status])).toEqual([
      [79_900, 'failed'],
      [29_900, 'processed'],
    ]);
    expect(await requestRow(t, requestId)).toMatchObject({ state: 'refunded', refundedAt: clock.now() });
    expect((await historyOf(orderId)).filter((h) => h.startsWith('Return refund'))).toEqual([
      'Return refund of ₹799.00 to the original payment issued',
      'Return refund of ₹799.00 failed: Card closed',
      'Return refund of ₹299.00 to the original payment issued',
      'Return refunded: ₹299.00',
    ]);
  });

  it('an unreachable gateway leaves the refund unsent, the request received; a later call sends that row', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId } = await receivedRequest(t, s.payouts.seal);
    s.fake.state.down = true;
    await s.settlement.complete(requestId, null);
    expect((await requestRow(t, requestId)).state).toBe('received');
    s.fake.state.down = false;
    await s.settlement.complete(requestId, null);
    expect((await refundsOf(requestId)).map((r) => r.status)).toEqual(['processed']);
    expect(new Set(s.fake.calls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect((await requestRow(t, requestId)).state).toBe('refunded');
  });

  it('does nothing for a request not received, or received with the check rejected', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const picked = await receivedRequest(t, s.payouts.seal, { state: 'picked_up' });
    const rejected = await receivedRequest(t, s.payouts.seal, { qcResult: 'reject' });
    await s.settlement.complete(picked.requestId, staff);
    await s.settlement.complete(rejected.requestId, staff);
    await s.settlement.complete('not-a-uuid', staff);
    expect(s.fake.calls).toEqual([]);
    expect((await requestRow(t, picked.requestId)).state).toBe('picked_up');
  });
});

describe('settling a cash-on-delivery return', () => {
  it('pays the UPI ID out: masked destination kept, reference recorded, sealed value wiped, never logged', async () => {
    const provider = createSandboxPayouts();
    const s = settlementFor(t, clock, provider);
    const { requestId, orderId } = await receivedRequest(t, s.payouts.seal, { paymentMode: 'cod', payout: UPI });
    await s.settlement.complete(requestId, staff);
    await s.settlement.complete(requestId, staff);
    expect(provider.calls).toHaveLength(1);
    const [payout] = await payoutsOf(requestId);
    expect(payout).toMatchObject({
      status: 'processed',
      amountPaise: 79_900,
      destinationKind: 'upi',
      destinationMasked: 'pr*********@okaxis',
      reference: expect.stringMatching(/^\d{12}$/),
      idempotencyKey: `pay_${requestId.replaceAll('-', '')}_1`,
    });
    expect(await requestRow(t, requestId)).toMatchObject({ state: 'refunded', payoutSealed: null });
    expect(await historyOf(orderId)).toEqual([
      'Return refund of ₹799.00 to pr*********@okaxis issued',
      `Payout of ₹799.00 to pr*********@okaxis paid (reference ${payout?.reference ?? ''})`,
    ]);
    expect(s.logLines.join('\n')).not.toContain('priyasharma');
  });

  it('a refused payout fails its row and leaves the request received; the logger never sees the account', async () => {
    const provider = createSandboxPayouts();
    const s = settlementFor(t, clock, provider);
    const { requestId } = await receivedRequest(t, s.payouts.seal, { paymentMode: 'cod', payout: BANK });
    provider.failNext('Account closed');
    await s.settlement.complete(requestId, null);
    expect((await payoutsOf(requestId)).map((p) => [p.status, p.failureReason])).toEqual([
      ['failed', 'Account closed'],
    ]);
    const row = await requestRow(t, requestId);
    expect(row).toMatchObject({ state: 'received', payoutMasked: 'XXXXXXXX4321 · HDFC0001234' });
    expect(row.payoutSealed).not.toBeNull();
    const down = settlementFor(t, clock, {
      name: 'sandbox',
      payout: () => Promise.reject(new Error('ECONNRESET while paying 123456784321')),
    });
    await down.settlement.complete(requestId, null);
    expect(down.logLines.length).toBeGreaterThan(0);
    expect([...s.logLines, ...down.logLines].join('\n')).not.toContain('123456784321');
    // The unsent payout was given back: the next call sends that same row (its key), and it is paid.
    await s.settlement.complete(requestId, null);
    expect((await payoutsOf(requestId)).map((p) => p.status).sort()).toEqual(['failed', 'processed']);
    expect(await requestRow(t, requestId)).toMatchObject({ state: 'refunded', payoutSealed: null });
  });

  it('the manual provider leaves the payout pending until staff mark it paid with the bank reference', async () => {
    const s = settlementFor(t, clock, createManualPayouts());
    const { requestId } = await receivedRequest(t, s.payouts.seal, { paymentMode: 'cod', payout: UPI });
    await s.settlement.complete(requestId, staff);
    const [pending] = await payoutsOf(requestId);
    expect(pending).toMatchObject({ status: 'pending', reference: null });
    expect((await requestRow(t, requestId)).state).toBe('received');
    await s.settlement.complete(requestId, staff);
    expect(await payoutsOf(requestId)).toHaveLength(1);
    const paid = await s.payouts.markPaid(pending?.id ?? '', ' UTR412345678901 ', staff);
    expect(paid).toMatchObject({ status: 'processed', reference: 'UTR412345678901', staffName: 'Meera Iyer' });
    expect(await requestRow(t, requestId)).toMatchObject({ state: 'refunded', payoutSealed: null });
    await expect(s.payouts.markPaid(pending?.id ?? '', 'OTHER1234', staff)).rejects.toMatchObject({
      kind: 'conflict',
    });
  });
});

describe('settling an exchange', () => {
  it('ships the new size as its own forward shipment: AWB recorded, request exchange_shipped', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId, orderId, productId } = await receivedRequest(t, s.payouts.seal, {
      kind: 'exchange',
      exchangeSize: 'L',
    });
    await s.settlement.complete(requestId, staff);
    const row = await requestRow(t, requestId);
    expect(row).toMatchObject({ state: 'exchange_shipped', exchangeShippedAt: clock.now(), lastExchangeError: null });
    expect(row.exchangeAwb).toMatch(/^\d{11,15}$/);
    expect(s.shipping.booked).toEqual([
      {
        id: `X${requestId.slice(0, 8).toUpperCase()}`,
        createdAt: clock.now(),
        paymentMode: 'prepaid',
        totalPaise: 79_900,
        customer: {
          name: expect.any(String),
          email: 'asha@example.in',
          phone: '+919876543210',
          address: '14 MG Road, Koregaon Park',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
        items: [
          {
            productId,
            title: 'Cotton Anarkali Kurti',
            size: 'L',
            quantity: 1,
            unitPricePaise: 79_900,
            option2Name: null,
            sku: null,
          },
        ],
      },
    ]);
    expect((await historyOf(orderId)).at(-1)).toBe(
      `Exchange shipped: Cotton Anarkali Kurti in L, AWB ${row.exchangeAwb ?? ''} (${row.exchangeCourier ?? ''})`,
    );
    await s.settlement.complete(requestId, staff);
    expect((await requestRow(t, requestId)).exchangeAwb).toBe(row.exchangeAwb);
  });

  it('a refused booking records the error and stays received; a retry ships it', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId } = await receivedRequest(t, s.payouts.seal, { kind: 'exchange' });
    s.shipping.failNextBookings(1, 'Pincode not serviceable');
    await s.settlement.complete(requestId, null);
    expect(await requestRow(t, requestId)).toMatchObject({
      state: 'received',
      exchangeAwb: null,
      lastExchangeError: 'Pincode not serviceable',
    });
    await s.settlement.complete(requestId, null);
    expect(await requestRow(t, requestId)).toMatchObject({ state: 'exchange_shipped', lastExchangeError: null });
    const [stored] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, requestId));
    expect(stored?.exchangeShipmentId).toMatch(/^71\d{5}22$/);
    expect(s.shipping.booked).toHaveLength(2);
  });
});
