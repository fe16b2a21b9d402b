import { describe, expect, it } from 'vitest';
import { orderLinkCode } from './order-link-code';
import { DLT_VARIABLE_MAX } from './order-messages';
import { readTrackingToken, TRACKING_TOKEN_CHARS, trackingToken } from './tracking-token';

const ID = 'a1b2c3d4-1e2f-4a5b-8c9d-0e1f2a3b4c5d';

describe('trackingToken', () => {
  it.each([
    ['00000000-0000-0000-0000-000000000000', 'AAAAAAAA'],
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', '________'],
    [ID, 'Zx9-_q1B'],
  ])('%s with MAC %s round-trips through a 30-character token that fits a DLT variable', (orderId, mac) => {
    const token = trackingToken(orderId, mac);
    expect(token).toHaveLength(TRACKING_TOKEN_CHARS);
    expect(token.length).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
    expect(token.startsWith(orderLinkCode(orderId))).toBe(true);
    expect(readTrackingToken(token)).toEqual({ orderId, mac });
  });

  it.each(['', 'short', 'AAAAAAA', 'AAAAAAAAA', 'AAAA+AAA'])('refuses to make a token with MAC %j', (mac) =>
    expect(() => trackingToken(ID, mac)).toThrow('a tracking MAC is 8 base64url characters'),
  );
});

describe('readTrackingToken', () => {
  const good = trackingToken(ID, 'Zx9-_q1B');
  it.each([
    ['empty', ''],
    ['the old 22-character link code alone', orderLinkCode(ID)],
    ['one character short', good.slice(0, -1)],
    ['one character long', `${good}A`],
    ['a character outside base64url in the MAC', `${good.slice(0, -1)}!`],
    ['a character outside base64url in the code', `!${good.slice(1)}`],
    ['a code whose padding bits are set', `${orderLinkCode(ID).slice(0, 21)}B${good.slice(22)}`],
  ])('reads %s as no token', (_, token) => expect(readTrackingToken(token)).toBeNull());
});
