import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createPinDirectory, PIN_CACHE_SIZE } from './pin-directory.repository';

// The PIN directory's look-ups kept per process (docs/decisions/149-pin-look-ups-kept.md).
let t: TestApp;
let statements = 0;
beforeAll(async () => {
  t = await buildTestApp({}, { onQuery: () => (statements += 1) });
});
afterAll(() => t.close());

describe('createPinDirectory', () => {
  it('reads a PIN once, then answers it from memory', async () => {
    const pins = createPinDirectory(t.database.db);
    statements = 0;
    const first = await pins.find('560034');
    expect(first).toEqual({
      pincode: '560034',
      city: 'Bangalore',
      district: 'Bangalore',
      state: 'Karnataka',
      region: 'Bangalore HQ',
    });
    expect(await pins.find('560034')).toEqual(first);
    expect(statements).toBe(1);
  });

  it('keeps a PIN the directory does not know as unknown too', async () => {
    const pins = createPinDirectory(t.database.db);
    statements = 0;
    expect(await pins.find('999999')).toBeNull();
    expect(await pins.find('999999')).toBeNull();
    expect(statements).toBe(1);
  });

  it(`keeps at most ${PIN_CACHE_SIZE} PINs: the least recently asked is read again`, async () => {
    const pins = createPinDirectory(t.database.db);
    await pins.find('110001');
    for (let i = 0; i < PIN_CACHE_SIZE; i++) await pins.find(String(900_000 + i));
    statements = 0;
    expect(await pins.find('110001')).toMatchObject({ pincode: '110001', state: 'Delhi' });
    expect(statements).toBe(1);
  });
});
