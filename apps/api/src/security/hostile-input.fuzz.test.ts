import fc from 'fast-check';
import { ENDPOINTS } from '@vastra/domain/api';
import { roleMay, type StaffRole } from '@vastra/domain/back-office';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostileBody, hostileParam, hostileText, toRawJson } from '../testing/hostile-input.arbitraries';
import { customerInfo, endpointTargets, extraTargets, urlOf, type FuzzTarget } from '../testing/hostile-input.targets';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { newProduct, signedIn, signedInStaff } from '../testing/factories';
import { expectClearRefusal, rowCounts } from '../testing/refusals';

// Adversarial suite, hostile input: every route's body, query and path, attacked with fast-check. A hostile request
// gets a 4xx with a clear `message`, never a 5xx, and writes nothing (row counts and stock unchanged).
// A hostile body, path or query is refused by the route's schema before any statement runs, so on the PostgreSQL run
// (docs/decisions/080-whole-api-suite-on-postgresql.md) a quarter of the cases still proves nothing is written; the
// hostile text that valid bodies carry into the database runs in full on both.
const SHARE = inject('testDatabaseUrl') ? 0.25 : 1;
const BODY_RUNS = 100 * SHARE;
const PARAM_RUNS = 40 * SHARE;
const QUERY_RUNS = 20 * SHARE;
const VALID_TEXT_RUNS = 30;
/** Every route is attacked in one test; with the back office's routes that is minutes on a busy machine. */
const FUZZ_TIMEOUT = 300_000;

let t: TestApp;
let shopper: { userId: string; token: string };
/** Back-office routes are sent with a staff session's token: an owner's on owner routes. */
let staffTokens: Record<StaffRole, string>;
let targets: [string, FuzzTarget][];
const cases = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp({ CHECK_USER_PER_IP_15_MIN: '100000', LOGIN_ATTEMPTS_PER_IP_15_MIN: '100000' });
  const productId = await newProduct(t, 'Fuzz Kurti', {
    M: { pricePaise: 79_900, stock: 50 },
    L: { pricePaise: 89_900, stock: 3 },
  });
  shopper = await signedIn(t, { fullName: 'Fuzz Shopper' });
  staffTokens = {
    packer: (await signedInStaff(t, { role: 'packer', fullName: 'Fuzz Packer' })).token,
    manager: (await signedInStaff(t, { role: 'manager', fullName: 'Fuzz Manager' })).token,
    owner: (await signedInStaff(t, { role: 'owner', fullName: 'Fuzz Owner' })).token,
  };
  const context = { productId, userId: shopper.userId, phone: '+919812345678' };
  // Photo uploads read multipart/form-data, not JSON: their own upload tests attack them. A contract entry
  // whose route this build does not register yet (another back-office part still to come) answers the
  // router's 404 whatever is sent: "registers exactly the contract" (plugins/contract-route.test.ts) names it.
  const registered = Object.entries(endpointTargets(context)).filter(([, target]) =>
    t.app.hasRoute({ method: target.method, url: target.path }),
  );
  targets = [...registered, ...Object.entries(extraTargets(context))].filter(([, target]) => !target.multipart);
});
afterAll(async () => {
  // The figures the issue asks for: fuzz cases per endpoint.
  console.log(`hostile-input fuzz cases per endpoint:\n${[...cases].map(([name, n]) => `  ${name}: ${n}`).join('\n')}`);
  await t.close();
});

/** GET /api/auth/me as the fuzzed shopper: how a test reads back what a hostile request left behind. */
const ME: FuzzTarget = { method: ENDPOINTS.me.method, path: ENDPOINTS.me.path, auth: true };

function send(
  name: string,
  target: FuzzTarget,
  request: { url?: string; payload?: string; headers?: Record<string, string> },
) {
  cases.set(name, (cases.get(name) ?? 0) + 1);
  return t.app.inject({
    method: target.method,
    url: request.url ?? urlOf(target),
    headers: { ...authorizationOf(target), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

function authorizationOf(target: FuzzTarget): Record<string, string> {
  // The least role the route lets in: the fuzz reaches the handler as its least trusted caller would.
  const { staff } = target;
  if (staff) {
    const role = (['packer', 'manager', 'owner'] as const).find((r) => staff === 'any' || roleMay(r, staff)) ?? 'owner';
    return { authorization: `Bearer ${staffTokens[role]}` };
  }
  return target.auth ? { authorization: `Bearer ${shopper.token}` } : {};
}

const json = { 'content-type': 'application/json' };
const targetsWhere = (keep: (target: FuzzTarget) => boolean) => () => targets.filter(([, target]) => keep(target));

/** Runs `attack` for every target it applies to and checks that nothing was written meanwhile. */
async function eachTarget(
  select: () => [string, FuzzTarget][],
  attack: (name: string, target: FuzzTarget) => Promise<void>,
) {
  const selected = select();
  expect(selected.length).toBeGreaterThan(0);
  for (const [name, target] of selected) {
    const before = await rowCounts(t.database.db);
    await attack(name, target);
    expect(await rowCounts(t.database.db), `${name} wrote something`).toEqual(before);
  }
}

describe('hostile bodies on every route that reads one', () => {
  it(
    `refuses ${BODY_RUNS} broken bodies per route (wrong types, missing and ` +
      `extra keys, huge and unicode text, __proto__/constructor, deep nesting, ` +
      `numbers past limits) with a 4xx and a message, writing nothing`,
    async () => {
      const cartBefore = (await send('me', ME, {})).json<{
        cart: unknown;
      }>().cart;
      await eachTarget(
        targetsWhere((x) => x.body !== undefined),
        async (name, target) => {
          await fc.assert(
            fc.asyncProperty(hostileBody(target), async ({ fault, raw }) => {
              expectClearRefusal(await send(name, target, { payload: raw, headers: json }), `${name}: ${fault}`);
            }),
            { numRuns: BODY_RUNS },
          );
        },
      );
      expect(Object.prototype).not.toHaveProperty('polluted');
      // update-cart's refusals left the stored cart as it was.
      expect((await send('me', ME, {})).json<{ cart: unknown }>().cart).toEqual(cartBefore);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'refuses malformed JSON, an empty or oversized body and other content ' +
      'types on every POST route (400, 413, 415)',
    async () => {
      // Fastify parses text/plain as a string, which the body schema then refuses (400); others are 415.
      const malformed: [string, string, Record<string, string>, number[]][] = [
        ['truncated JSON', '{"phone": "98', json, [400]],
        ['not JSON', 'phone=9876543210', json, [400]],
        ['empty body', '', json, [400]],
        ['JSON after a BOM, truncated', '\ufeff{"a":', json, [400]],
        ['single-quoted', "{'a': 1}", json, [400]],
        ['form-encoded', 'phone=9876543210', { 'content-type': 'application/x-www-form-urlencoded' }, [415]],
        ['plain text', '{"phone":"9876543210"}', { 'content-type': 'text/plain' }, [400, 415]],
        ['XML', '<phone>9876543210</phone>', { 'content-type': 'application/xml' }, [415]],
        ['multipart', '--x\r\n\r\nhi\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }, [415]],
        ['300 KB of JSON', JSON.stringify({ pad: 'x'.repeat(300_000) }), json, [413]],
      ];
      await eachTarget(
        targetsWhere((x) => x.method === 'POST' && !x.rawBody),
        async (name, target) => {
          for (const [what, payload, headers, status] of malformed) {
            // A route that reads no body takes a text/plain one as Fastify parses it (logout still logs out).
            if (what === 'plain text' && !target.body) continue;
            const res = await send(name, target, { payload, headers });
            expectClearRefusal(res, `${name}: ${what}`);
            const expected =
              (target.largeBody && status.includes(413)) || (target.formBody && what === 'form-encoded')
                ? [400]
                : status;
            expect(expected, `${name}: ${what} → ${res.statusCode}`).toContain(res.statusCode);
          }
          if (target.transportOnly) return;
          await fc.assert(
            fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (text) => {
              expectClearRefusal(
                await send(name, target, { payload: `{"${text}`, headers: json }),
                `${name}: raw {"${text}`,
              );
            }),
            { numRuns: 10 },
          );
        },
      );
      // The session used for all of this is still alive: logout's malformed bodies never reached it.
      expect((await send('me', ME, {})).statusCode).toBe(200);
    },
    FUZZ_TIMEOUT,
  );

  it('refuses any webhook delivery without a valid signature, whatever its bytes and content type (400)', async () => {
    await eachTarget(
      targetsWhere((x) => Boolean(x.rawBody)),
      async (name, target) => {
        await fc.assert(
          fc.asyncProperty(
            fc.string({ unit: 'binary', maxLength: 200 }),
            fc.constantFrom('application/json', 'text/plain', 'application/octet-stream'),
            fc.option(fc.string({ maxLength: 80 })),
            async (payload, contentType, signature) => {
              const headers: Record<string, string> = {
                'content-type': contentType,
                ...(signature ? { 'x-razorpay-signature': signature } : {}),
              };
              expectClearRefusal(
                await send(name, target, { payload, headers }),
                `${name}: ${JSON.stringify(payload).slice(0, 40)}`,
              );
            },
          ),
          { numRuns: BODY_RUNS },
        );
      },
    );
  });
});

describe('hostile path parameters and queries', () => {
  it(
    `refuses ${PARAM_RUNS} hostile values per path parameter (any text, ` +
      `traversal, SQL, NUL, huge, unknown ids) with a 4xx, writing nothing`,
    async () => {
      await eachTarget(
        targetsWhere((x) => x.params !== undefined),
        async (name, target) => {
          const names = Object.keys(target.params ?? {});
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...names), hostileParam, async (param, value) => {
              // '.' and '..' are resolved by the URL itself and name another path (the SPA answers that one).
              fc.pre(!(target.reserved ?? []).includes(value) && !['.', '..'].includes(value));
              const url = urlOf(target, { ...target.params, [param]: value });
              const res = await send(name, target, {
                url,
                ...(target.body ? { payload: JSON.stringify(target.body), headers: json } : {}),
              });
              expectClearRefusal(res, `${name}: ${param}=${JSON.stringify(value).slice(0, 60)}`);
            }),
            { numRuns: PARAM_RUNS },
          );
        },
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'refuses hostile queries where a route takes one (400), and ignores ' +
      'unknown query keys elsewhere (never a 5xx)',
    async () => {
      await eachTarget(
        targetsWhere((x) => x.query !== undefined),
        async (name, target) => {
          await fc.assert(
            fc.asyncProperty(
              fc.oneof(
                fc
                  .record({
                    // 'Extra', not 'extra': a lower-case name is an attribute filter where a route takes them, and
                    // one no attribute has is left out by design (docs/decisions/092-attributes.md).
                    key: fc.constantFrom('__proto__', 'constructor', 'Extra', 'phone[]'),
                    value: fc.string({ maxLength: 20 }),
                  })
                  .map(({ key, value }) => ({ ...target.query, [key]: value })),
                hostileText.map((value) =>
                  Object.fromEntries(Object.keys(target.query ?? {}).map((k) => [k, `${value}x`])),
                ),
              ),
              async (query) => {
                const res = await send(name, target, { url: urlOf(target, target.params, query) });
                const context = `${name}?${new URLSearchParams(query).toString()}`;
                // Odd text in a search box is searched for: answered or refused, never a 5xx.
                if (Object.keys(query).every((key) => target.freeText?.includes(key))) {
                  expect(res.statusCode, `${context} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
                } else {
                  expectClearRefusal(res, context);
                }
              },
            ),
            { numRuns: QUERY_RUNS },
          );
        },
      );
      await eachTarget(
        targetsWhere((x) => x.method === 'GET' && x.query === undefined),
        async (name, target) => {
          const plain = (await send(name, target, {})).statusCode;
          await fc.assert(
            fc.asyncProperty(
              fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileText, { maxKeys: 3 }),
              async (query) => {
                const res = await send(name, target, { url: urlOf(target, target.params, query) });
                expect(res.statusCode, `${name}?${JSON.stringify(query)}`).toBe(plain);
              },
            ),
            { numRuns: 5 },
          );
        },
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe('hostile text inside otherwise valid bodies', () => {
  it(
    `stores or refuses (never a 5xx) names, addresses, messages and cart ` +
      `titles made of any code point, NUL and lone surrogates ` +
      `(${VALID_TEXT_RUNS} per route)`,
    async () => {
      const contact = targets.find(([n]) => n === 'contact')?.[1];
      const cart = targets.find(([n]) => n === 'updateCart')?.[1];
      const cod = targets.find(([n]) => n === 'codOrder')?.[1];
      if (!contact || !cart || !cod) throw new Error('missing targets');
      let address = 0;
      const bodies: [string, FuzzTarget, (text: string) => unknown][] = [
        ['contact', contact, (text) => ({ name: `A ${text}`, email: 'asha@example.com', message: `Hello ${text}` })],
        ['updateCart', cart, (text) => ({ cart: [{ ...(cart.body?.cart as object[])[0], title: text }] })],
        [
          'codOrder',
          cod,
          (text) => ({
            ...cod.body,
            customerInfo: { ...customerInfo(), name: `A ${text}`, address: `12 ${text}`, notes: text },
          }),
        ],
      ];
      for (const [name, target, bodyWith] of bodies) {
        await fc.assert(
          fc.asyncProperty(hostileText, async (text) => {
            address += 1;
            const res = await t.app.inject({
              method: 'POST',
              url: urlOf(target),
              remoteAddress: `10.77.${Math.floor(address / 250)}.${address % 250}`,
              headers: { ...json, authorization: `Bearer ${shopper.token}` },
              payload: toRawJson(bodyWith(text)),
            });
            cases.set(
              `${name} (valid shape, hostile text)`,
              (cases.get(`${name} (valid shape, hostile text)`) ?? 0) + 1,
            );
            expect(res.statusCode, `${name} with ${JSON.stringify(text)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
            if (res.statusCode >= 400) expectClearRefusal(res, `${name} with ${JSON.stringify(text)}`);
          }),
          { numRuns: VALID_TEXT_RUNS, examples: [['\u0000'], ['\ud800'], ['x\udfffy'], ['👩🏽‍💻 ज़ूम']] },
        );
      }
      // NUL and lone surrogates cannot be stored by PostgreSQL: refused up front, naming the field.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: json,
        payload: toRawJson({ name: 'Asha', email: 'asha@example.com', message: 'a\u0000b' }),
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        {
          message: 'message: contains a character that is not allowed (NUL or an unpaired surrogate)',
          code: 'bad_request',
          error: expect.any(String),
          field: 'message',
        },
      ]);
    },
  );
});
