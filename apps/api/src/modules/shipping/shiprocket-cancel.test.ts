import { describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import loginOk from './__fixtures__/shiprocket-login.json';
import cancelRefused from './__fixtures__/shiprocket-cancel-refused-422.json';
import { createShiprocketAdapter } from './shiprocket.adapter';
import { ShipmentPickedUpError, ShippingProviderError } from './shipping.port';

// Recorded shapes (docs/rules/third-parties.md#shiprocket-cancel): 204 without a body, 422 once picked up.
const BASE = 'https://apiv2.shiprocket.in/v1/external';

function fakeShiprocket(cancel: () => Response) {
  const calls: { route: string; body: unknown }[] = [];
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const route = `${init?.method ?? 'GET'} ${input.toString().replace(BASE, '')}`;
    calls.push({ route, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (route === 'POST /auth/login') return new Response(JSON.stringify(loginOk), { status: 200 });
    if (route === 'POST /orders/cancel') return cancel();
    throw new Error(`unexpected call ${route}`);
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

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('Shiprocket cancelBooking', () => {
  it('posts the shipper order id as a number and takes 204 without a body as done', async () => {
    const { adapter, calls } = fakeShiprocket(() => new Response(null, { status: 204 }));
    await adapter.cancelBooking({ awb: '19041424751540', shipperOrderId: '512345678' });
    expect(calls.at(-1)).toEqual({ route: 'POST /orders/cancel', body: { ids: [512_345_678] } });
  });

  it('turns 422 (already picked up or shipped) into ShipmentPickedUpError', async () => {
    const { adapter } = fakeShiprocket(() => new Response(JSON.stringify(cancelRefused), { status: 422 }));
    const error = await failure(adapter.cancelBooking({ awb: '19041424751540', shipperOrderId: '512345678' }));
    expect(error).toBeInstanceOf(ShipmentPickedUpError);
    expect((error as ShipmentPickedUpError).pickedUp).toBe(true);
    expect((error as Error).message).toBe('Cannot cancel order as it is already picked up.');
  });

  it('treats a 500 as a provider failure, not a pickup', async () => {
    const { adapter } = fakeShiprocket(() => new Response('oops', { status: 500 }));
    const error = await failure(adapter.cancelBooking({ awb: '19041424751540', shipperOrderId: '512345678' }));
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect(error).not.toBeInstanceOf(ShipmentPickedUpError);
  });

  it('refuses a booking without a Shiprocket order id without calling it', async () => {
    const { adapter, calls } = fakeShiprocket(() => new Response(null, { status: 204 }));
    const error = await failure(adapter.cancelBooking({ awb: '19041424751540', shipperOrderId: null }));
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect(calls).toEqual([]);
  });
});
