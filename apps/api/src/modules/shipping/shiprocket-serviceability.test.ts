import { ServiceabilityResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import loginOk from './__fixtures__/shiprocket-login.json';
import invalid422 from './__fixtures__/shiprocket-serviceability-422.json';
import none from './__fixtures__/shiprocket-serviceability-none.json';
import serviceable from './__fixtures__/shiprocket-serviceability.json';
import { createShiprocketAdapter } from './shiprocket.adapter';
import { readServiceability } from './shiprocket-serviceability';

// Shapes written from docs/rules/third-parties.md#shiprocket (courier serviceability); only the network is fake.
const BASE = 'https://apiv2.shiprocket.in/v1/external';
// Thursday 26 November 2026, 10:00 IST.
const clock = manualClock(new Date('2026-11-26T04:30:00Z'));

function fakeShiprocket(answer: () => { status: number; body: unknown }) {
  const urls: string[] = [];
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const url = input.toString().replace(BASE, '');
    if (init?.method === 'POST' && url === '/auth/login') return Response.json(loginOk);
    urls.push(url);
    const { status, body } = answer();
    return Response.json(body, { status });
  };
  return { fetch: fetch as typeof globalThis.fetch, urls };
}

const adapterFor = (fake: ReturnType<typeof fakeShiprocket>) =>
  createShiprocketAdapter({
    baseUrl: BASE,
    email: 'api@vastra.in',
    password: 'secret',
    pickupLocation: 'Primary',
    pickupPincode: '560034',
    timeoutMs: 15_000,
    clock,
    fetch: fake.fetch,
  });

describe('shiprocket adapter: serviceability', () => {
  it('asks from the pickup PIN for a 0.5 kg parcel, COD or prepaid as the shopper means to pay', async () => {
    const fake = fakeShiprocket(() => ({ status: 200, body: serviceable }));
    await adapterFor(fake).serviceability('781001', { cod: true });
    await adapterFor(fake).serviceability('781001', { cod: false });
    expect(fake.urls).toEqual([
      '/courier/serviceability/?pickup_postcode=560034&delivery_postcode=781001&cod=1&weight=0.5',
      '/courier/serviceability/?pickup_postcode=560034&delivery_postcode=781001&cod=0&weight=0.5',
    ]);
  });

  it('is serviceable with any courier, COD with any cod: 1, dated by the recommended courier', async () => {
    const fake = fakeShiprocket(() => ({ status: 200, body: serviceable }));
    expect(await adapterFor(fake).serviceability('781001', { cod: true })).toEqual({
      serviceable: true,
      codAvailable: true,
      etd: { minDays: 5, maxDays: 5, from: '2026-12-03', to: '2026-12-03' },
    });
  });

  it('is not serviceable when no courier is available', async () => {
    const fake = fakeShiprocket(() => ({ status: 200, body: none }));
    expect(await adapterFor(fake).serviceability('744301', { cod: false })).toEqual({
      serviceable: false,
      codAvailable: false,
      etd: null,
    });
  });

  it('turns a 422 into a provider error naming the field', async () => {
    const fake = fakeShiprocket(() => ({ status: 422, body: invalid422 }));
    await expect(adapterFor(fake).serviceability('781001', { cod: false })).rejects.toThrow(
      'Oops! Invalid Data. weight: The weight field is required when order id is not present.',
    );
  });
});

describe('readServiceability', () => {
  const now = clock.now();
  const courier = (fields: Record<string, unknown>) => ({
    status: 200,
    data: { available_courier_companies: [{ courier_company_id: 1, cod: 0, ...fields }] },
  });

  it('counts working days from today when the courier gives days but no readable etd', () => {
    expect(readServiceability(courier({ estimated_delivery_days: '3', etd: 'soon' }), now).etd).toEqual({
      minDays: 3,
      maxDays: 3,
      from: '2026-11-30',
      to: '2026-11-30',
    });
  });

  it('has no estimate when the courier gives no days; no COD when no courier has cod 1', () => {
    expect(readServiceability(courier({}), now)).toEqual({ serviceable: true, codAvailable: false, etd: null });
  });

  it('reads a 200 whose body says 404 as not serviceable, and refuses any other shape', () => {
    expect(readServiceability({ status: 404, message: 'No courier found' }, now).serviceable).toBe(false);
    expect(() => readServiceability({ status: 200, data: {} }, now)).toThrow('unexpected shape');
  });
});

describe('GET /api/shipping/serviceability through Shiprocket', () => {
  let t: TestApp;
  let reply: { status: number; body: unknown } = { status: 200, body: serviceable };
  beforeAll(async () => {
    const fake = fakeShiprocket(() => reply);
    t = await buildTestApp(
      { SHIPPING_PROVIDER: 'shiprocket', SHIPROCKET_EMAIL: 'api@vastra.in', SHIPROCKET_PASSWORD: 'secret' },
      { clock, providers: { shipping: { fetch: fake.fetch } } },
    );
  });
  afterAll(() => t.close());
  const get = (pincode: string) =>
    t.app.inject({ method: 'GET', url: `/api/shipping/serviceability?pincode=${pincode}&cod=true` });

  it("takes the place from the shop's directory and the courier answer from Shiprocket", async () => {
    reply = { status: 200, body: serviceable };
    const res = await get('781001');
    expect(res.statusCode, res.body).toBe(200);
    expect(ServiceabilityResponse.parse(res.json())).toEqual({
      pincode: '781001',
      serviceable: true,
      codAvailable: true,
      city: 'Guwahati',
      district: 'Kamrup',
      state: 'Assam',
      etd: { minDays: 5, maxDays: 5, from: '2026-12-03', to: '2026-12-03' },
    });
  });

  it('answers 502 provider_failed when Shiprocket refuses', async () => {
    reply = { status: 422, body: invalid422 };
    const res = await get('781001');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'provider_failed' });
    expect(res.json().message).toMatch(/^Shiprocket could not check PIN 781001: Oops! Invalid Data\./);
  });

  it('does not ask Shiprocket about a PIN the directory does not know', async () => {
    reply = { status: 500, body: {} };
    expect((await get('999999')).json()).toMatchObject({ serviceable: false, message: expect.any(String) });
  });
});
