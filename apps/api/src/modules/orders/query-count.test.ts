import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, CUSTOMER, type Line, newProduct, signedIn } from '../../testing/factories';
import { as } from '../../testing/requests';
import { setCodSettings } from '../../testing/shop-settings';

// Budget (docs/rules/performance.md): SQL statements to place a cash-on-delivery order, counted at the database
// client: the session, the prices, then ONE transaction holding the COD limits' locks (cod-limits.ts: BEGIN, the
// shopper's and phone's advisory locks in one statement, one count, the order, COMMIT), whose write is ONE statement
// that takes the stock of every line and writes the order and its lines. An Idempotency-Key adds its lookup. The
// count does not grow with lines. After the answer, one catalogue version bump tells the other processes, shared by
// the orders of the same 50 ms (decision 012): at most one more.
// The COD rule asks the shipping port about the PIN, and the address's state is checked against its PIN's
// (delivery-state.ts, decision 065): both read the PIN directory's look-ups kept per process, so neither sends a
// statement for the PIN the checkout looked up first (docs/decisions/149-pin-look-ups-kept.md). The
// 'placed' SMS is the reaction of the order's placed event, which the order's statement writes to the outbox; it runs
// after the commit (decision 082), its statements counted apart (at most 11: the job runner's claim of 1
// (job-runner.ts), the order's phone, the message row, the texts-per-phone-per-day limit's transaction of 5
// (plugins/rate-limit.ts), the SMS outbox, the row marked sent, and the job marked done). The team's new-order alert
// is the event's second reaction, claimed with the first: 4 more (the order's facts, the alert kept once, the members
// who take it, the job marked done), sends to members aside (docs/decisions/131-owner-alerts.md).
const WITHOUT_KEY = 7;
const WITH_KEY = 8;
const REACTION_STATEMENTS = 15;

let t: TestApp;
let log: string[] | null = null;
let shopper: { token: string };
const lines: Line[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { onQuery: (sql) => log?.push(sql.trim().split(/\s+/, 3).join(' ')) });
  for (let i = 0; i < 5; i++) {
    const id = await newProduct(t, `Kurti ${i}`, {
      M: { pricePaise: 129_900, stock: 100 },
      L: { pricePaise: 139_900, stock: 100 },
    });
    lines.push({ productId: id, size: 'M', quantity: 1 }, { productId: id, size: 'L', quantity: 2 });
  }
  shopper = await signedIn(t);
  // The 10-line order is above the default COD limit. The settings are then read once (checkout reads them too)
  // and answered from memory: the budget counts an order placed with them cached (shop-settings.service.ts).
  await setCodSettings(t, { maxOrderValue: null });
  await t.app.inject({ method: 'GET', url: '/api/checkout/rules' });
  // Checkout looks the shopper's PIN up first: the PIN directory then keeps it, and the simulator its own pickup PIN.
  await t.app.inject({ method: 'GET', url: `/api/shipping/serviceability?pincode=${CUSTOMER.pincode}` });
  // The storefront reads the live offers for its badges; each process keeps them in memory (live-offers-cache.ts).
  await t.app.inject({ method: 'GET', url: '/api/offers' });
});
afterAll(() => t.close());

/** The statements of one order's request (up to its COMMIT), of its reactions, and of its version bump (after). */
async function statementsOf(orderLines: Line[], headers: Record<string, string> = {}) {
  log = [];
  const res = await as(t, shopper.token).post('/api/orders/cod', codBody(orderLines), headers);
  expect(res.statusCode, res.body).toBe(201);
  const sent = log.length;
  const written = log.indexOf('with taken as');
  expect(log[written + 1], log.join('\n')).toBe('commit');
  const request = log.slice(0, written + 2);
  // The version bump is not awaited: on PostgreSQL it may run while the message is sent.
  const isBump = (statement: string) => statement.startsWith('select nextval');
  const reactions = log.slice(written + 2, sent).filter((statement) => !isBump(statement));
  expect(reactions.length, reactions.join('\n')).toBeLessThanOrEqual(REACTION_STATEMENTS);
  await vi.waitFor(() => expect(log?.slice(written + 2).some(isBump)).toBe(true));
  const after = [...log.slice(written + 2, sent).filter(isBump), ...log.slice(sent)];
  log = null;
  return { request, after };
}

describe('POST /api/orders/cod', () => {
  it(`places a one-line order in ${WITHOUT_KEY} statements, then advances the catalogue version once`, async () => {
    const { request, after } = await statementsOf(lines.slice(0, 1));
    expect(request.length, request.join('\n')).toBeLessThanOrEqual(WITHOUT_KEY);
    expect(request.slice(-5)).toEqual([
      'begin',
      'select pg_advisory_xact_lock(hashtextextended($1, 0)),',
      'select count(*) filter',
      'with taken as',
      'commit',
    ]);
    expect(request.some((s) => s.includes('nextval'))).toBe(false);
    expect(after).toEqual(["select nextval('catalog_version') from"]);
  });

  it.each([2, 10])(`places a %i-line order with an Idempotency-Key in at most ${WITH_KEY} statements`, async (n) => {
    const { request, after } = await statementsOf(lines.slice(0, n), { 'idempotency-key': `lines-${n}` });
    expect(request.length, request.join('\n')).toBeLessThanOrEqual(WITH_KEY);
    expect(after).toHaveLength(1);
  });
});
