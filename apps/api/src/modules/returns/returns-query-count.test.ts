import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';
import { deliveredOrder } from '../../testing/returns-testing';

// Budget (docs/rules/performance.md): the back office's returns queue reads a page in the same statements however
// many rows it holds: the lines, photos, refunds, payouts and each row's order context (the pickup address too) are
// one batched statement each, never one per row.
let t: TestApp;
let log: string[] | null = null;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({}, { onQuery: (sql) => log?.push(sql.trim().split(/\s+/, 3).join(' ')) });
  headers = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

async function newRequest() {
  const order = await deliveredOrder(t);
  const res = await as(t, order.shopper.token).post(`/api/orders/${order.orderId}/returns`, {
    orderItemId: order.itemId,
    kind: 'return',
    quantity: 1,
    reason: 'not_as_pictured',
    payout: { kind: 'upi', upiId: 'priya.sharma@okaxis' },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function statementsOfPage(limit: number) {
  log = [];
  const res = await t.app.inject({ url: `/api/admin/returns?state=all&limit=${limit}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().returns).toHaveLength(limit);
  const count = log.length;
  log = null;
  return count;
}

describe('GET /api/admin/returns', () => {
  it('reads a page of 5 requests in as many statements as a page of 1', async () => {
    for (let i = 0; i < 5; i++) await newRequest();
    const one = await statementsOfPage(1);
    expect(await statementsOfPage(5)).toBe(one);
  });
});
