import { describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import loginOk from './__fixtures__/shiprocket-login.json';
import ndrRefused from './__fixtures__/shiprocket-ndr-action-refused-422.json';
import ndrTaken from './__fixtures__/shiprocket-ndr-action.json';
import { createShiprocketAdapter } from './shiprocket.adapter';
import { ShippingProviderError } from './shipping.port';

// Shiprocket's NDR action (`POST /ndr/{awb}/action`) against recorded shapes: 202 with its own spelling of
// "Data Updated Sucessfully"; the 422 refusal's text is an assumed example. Only the network is fake.
const BASE = 'https://apiv2.shiprocket.in/v1/external';

function fakeShiprocket(replies: Record<string, { status: number; body: unknown }[]>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const route = `${init?.method ?? 'GET'} ${input.toString().replace(BASE, '')}`;
    calls.push({ route, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = replies[route]?.shift();
    if (!reply) throw new Error(`unexpected call ${route}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const adapter = createShiprocketAdapter({
    baseUrl: BASE,
    email: 'api@vastra.in',
    password: 'secret',
    pickupLocation: 'Bhiwandi WH',
    pickupPincode: '560034',
    timeoutMs: 15_000,
    clock: manualClock(),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { adapter, calls };
}

const login = () => ({ 'POST /auth/login': [{ status: 200, body: loginOk }] });

describe('shiprocket adapter: failed-delivery (NDR) action', () => {
  it.each([
    ['reattempt', 're-attempt', 'Customer home after 6 pm'],
    ['return', 'return', 'Please return the parcel to the seller'],
  ] as const)('sends %s as action %j with the comment', async (action, sent, comment) => {
    const { adapter, calls } = fakeShiprocket({
      ...login(),
      'POST /ndr/19041765432109/action': [{ status: 202, body: ndrTaken }],
    });
    await expect(adapter.ndrAction('19041765432109', action, comment)).resolves.toBeUndefined();
    expect(calls.at(-1)).toEqual({
      route: 'POST /ndr/19041765432109/action',
      body: { action: sent, comments: comment },
    });
  });

  it.each([
    ['a refusal (422)', { status: 422, body: ndrRefused }, 'Action can not be taken on this AWB.'],
    ['an outage (503)', { status: 503, body: {} }, 'Shiprocket is unavailable (HTTP 503)'],
    ['a 200 that does not say it was taken', { status: 200, body: { message: 'AWB not in NDR' } }, 'AWB not in NDR'],
  ])('fails with the provider message on %s', async (_case, reply, message) => {
    const { adapter } = fakeShiprocket({ ...login(), 'POST /ndr/1/action': [reply] });
    const error = await adapter.ndrAction('1', 'reattempt', 'Again please').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect((error as Error).message).toBe(message);
  });
});
