// Two settlements of one received request at once (a double click, the retry job), or one racing the gateway's
// refund webhook: exactly one live refund or payout, the gateway or provider asked once, the request refunded once.
// PGlite runs one transaction at a time, so this proves the rule only on real PostgreSQL (`bash scripts/test-pg.sh`);
// on PGlite it must hold too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, refunds, returnPayouts } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createManualPayouts, createSandboxPayouts } from '../payouts';
import { receivedRequest, requestRow, settlementFor } from '../../testing/settle-testing';

const clock = manualClock(new Date('2026-11-25T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const refundedLines = async (orderId: string) =>
  (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter((e) =>
    e.summary.startsWith('Return refunded'),
  ).length;

describe('concurrent settlements of one request', () => {
  it('a prepaid return: one refund, the gateway called once', async () => {
    for (let round = 0; round < 4; round++) {
      const s = settlementFor(t, clock, createSandboxPayouts());
      const { requestId } = await receivedRequest(t, s.payouts.seal);
      await Promise.all([s.settlement.complete(requestId, null), s.settlement.complete(requestId, null)]);
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.returnRequestId, requestId));
      expect(rows.map((r) => r.status)).toEqual(['processed']);
      expect(s.fake.calls).toHaveLength(1);
      expect((await requestRow(t, requestId)).state).toBe('refunded');
    }
  });

  it('its refund processed by the webhook while complete() runs: one refund, refunded once, no deadlock', async () => {
    for (let round = 0; round < 4; round++) {
      const s = settlementFor(t, clock, createSandboxPayouts());
      const { requestId, orderId } = await receivedRequest(t, s.payouts.seal);
      const answer = { id: `rfnd_RaceDone${round}`, paymentId: 'pay_race', amountPaise: 79_900 };
      s.fake.state.answer = async () => ({ ...answer, status: 'pending' });
      await s.settlement.complete(requestId, null);
      expect((await requestRow(t, requestId)).state).toBe('received');
      const processed = { ...answer, status: 'processed' as const };
      await Promise.all([
        s.settlement.complete(requestId, null),
        s.refunds.settle(processed),
        s.settlement.complete(requestId, null),
        s.refunds.settle(processed),
      ]);
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.returnRequestId, requestId));
      expect(rows.map((r) => r.status)).toEqual(['processed']);
      expect(s.fake.calls).toHaveLength(1);
      expect((await requestRow(t, requestId)).state).toBe('refunded');
      expect(await refundedLines(orderId)).toBe(1);
    }
  });

  it('its refund failed by the webhook while complete() runs: never two live refunds; then refunded once', async () => {
    for (let round = 0; round < 4; round++) {
      const s = settlementFor(t, clock, createSandboxPayouts());
      const { requestId, orderId } = await receivedRequest(t, s.payouts.seal);
      const answer = { id: `rfnd_RaceFail${round}`, paymentId: 'pay_race', amountPaise: 79_900 };
      s.fake.state.answer = async () => ({ ...answer, status: 'pending' });
      await s.settlement.complete(requestId, null);
      s.fake.state.answer = null;
      await Promise.all([
        s.settlement.complete(requestId, null),
        s.refunds.settle({ ...answer, status: 'failed', failureReason: 'Bank account closed' }),
        s.settlement.complete(requestId, null),
      ]);
      await s.settlement.complete(requestId, null);
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.returnRequestId, requestId));
      expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'processed']);
      expect(s.fake.calls).toHaveLength(2);
      expect((await requestRow(t, requestId)).state).toBe('refunded');
      expect(await refundedLines(orderId)).toBe(1);
    }
  });

  it('a cash-on-delivery return: one payout, the provider called once', async () => {
    for (let round = 0; round < 4; round++) {
      const provider = createSandboxPayouts();
      const s = settlementFor(t, clock, provider);
      const { requestId } = await receivedRequest(t, s.payouts.seal, {
        paymentMode: 'cod',
        payout: { kind: 'upi', upiId: 'priyasharma@okaxis' },
      });
      await Promise.all([s.settlement.complete(requestId, null), s.settlement.complete(requestId, null)]);
      const rows = await t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, requestId));
      expect(rows.map((r) => r.status)).toEqual(['processed']);
      expect(provider.calls).toHaveLength(1);
      expect((await requestRow(t, requestId)).state).toBe('refunded');
    }
  });

  it('staff record a bank payment twice while the request is completed: one paid payout, no deadlock', async () => {
    const staff = { id: null as unknown as string, fullName: 'Meera Iyer' };
    for (let round = 0; round < 4; round++) {
      const s = settlementFor(t, clock, createManualPayouts());
      const { requestId, orderId } = await receivedRequest(t, s.payouts.seal, {
        paymentMode: 'cod',
        payout: { kind: 'upi', upiId: 'priyasharma@okaxis' },
      });
      await s.settlement.complete(requestId, null);
      const [pending] = await t.database.db
        .select()
        .from(returnPayouts)
        .where(eq(returnPayouts.returnRequestId, requestId));
      expect(pending?.status).toBe('pending');
      const payoutId = pending?.id ?? '';
      if (round % 2 === 1) {
        // Written but never handed to the provider (a crash), its lease over: complete() claims the payout row under
        // the order's lock and sends it again while staff mark it paid.
        await t.database.db
          .update(returnPayouts)
          .set({ providerPayoutId: null, updatedAt: new Date(clock.now().getTime() - 3 * 60_000) })
          .where(eq(returnPayouts.id, payoutId));
      }
      const [first, second] = await Promise.all([
        s.payouts.markPaid(payoutId, 'UTR123456789', staff),
        s.payouts.markPaid(payoutId, 'UTR123456789', staff),
        s.settlement.complete(requestId, null),
      ]);
      expect([first.status, second.status, first.reference, second.reference]).toEqual([
        'processed',
        'processed',
        'UTR123456789',
        'UTR123456789',
      ]);
      const rows = await t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, requestId));
      expect(rows.map((r) => [r.status, r.reference])).toEqual([['processed', 'UTR123456789']]);
      const request = await requestRow(t, requestId);
      expect(request).toMatchObject({ state: 'refunded', payoutSealed: null });
      const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(events.filter((e) => e.summary.includes('paid (reference UTR123456789)'))).toHaveLength(1);
    }
  });

  it('an exchange: one booking of the new size', async () => {
    const s = settlementFor(t, clock, createSandboxPayouts());
    const { requestId } = await receivedRequest(t, s.payouts.seal, { kind: 'exchange' });
    await Promise.all([s.settlement.complete(requestId, null), s.settlement.complete(requestId, null)]);
    expect(s.shipping.booked).toHaveLength(1);
    expect((await requestRow(t, requestId)).state).toBe('exchange_shipped');
  });
});
