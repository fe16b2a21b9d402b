import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyHandshake, verifyWebhookSignature } from './webhook-signature';

const SECRET = 'app-secret-for-tests';
// The recorded delivery's bytes as they came, not re-serialised JSON.
const raw = readFileSync(new URL('./__fixtures__/webhook-quick-reply-tap.json', import.meta.url));
const good = signWebhookBody(raw, SECRET);

describe('signWebhookBody', () => {
  it("is 'sha256=' and the hex HMAC-SHA256 of the raw bytes with the App Secret, the same for a string", () => {
    expect(good).toBe(`sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`);
    expect(good).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signWebhookBody(raw.toString('utf8'), SECRET)).toBe(good);
  });
});

describe('verifyWebhookSignature', () => {
  it('accepts the signature of these exact bytes, also with upper-case hex or spaces around it', () => {
    expect(verifyWebhookSignature(raw, good, SECRET)).toBe(true);
    expect(verifyWebhookSignature(raw, `sha256=${good.slice(7).toUpperCase()}`, SECRET)).toBe(true);
    expect(verifyWebhookSignature(raw, ` ${good} `, SECRET)).toBe(true);
  });

  const changed = Buffer.from(raw);
  changed[changed.length - 3] = (changed[changed.length - 3] ?? 0) ^ 1;
  const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8'))));

  it.each([
    ['a body with one byte changed', changed, good, SECRET],
    ['the same JSON serialised again', reserialised, good, SECRET],
    ['another secret', raw, good, 'another-secret'],
    ['an empty secret', raw, signWebhookBody(raw, ''), ''],
    ['no header', raw, undefined, SECRET],
    ['an empty header', raw, '', SECRET],
    ['the hex without sha256=', raw, good.slice(7), SECRET],
    ['sha1= instead of sha256=', raw, `sha1=${good.slice(7)}`, SECRET],
    ['a truncated signature', raw, good.slice(0, -2), SECRET],
    ['a signature too long', raw, `${good}00`, SECRET],
    ['a signature that is not hex', raw, `sha256=${'z'.repeat(64)}`, SECRET],
  ])('refuses %s', (_case, body, header, secret) => {
    expect(verifyWebhookSignature(body, header, secret)).toBe(false);
  });
});

describe('verifyHandshake', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.challenge': '1158201444', 'hub.verify_token': 'our-verify-token' };

  it('answers the raw hub.challenge when the mode is subscribe and the token is ours', () => {
    expect(verifyHandshake(query, 'our-verify-token')).toBe('1158201444');
  });

  it.each([
    ['another token', { ...query, 'hub.verify_token': 'their-token' }, 'our-verify-token'],
    ['a token one character longer', { ...query, 'hub.verify_token': 'our-verify-token!' }, 'our-verify-token'],
    ['another mode', { ...query, 'hub.mode': 'unsubscribe' }, 'our-verify-token'],
    ['no token', { 'hub.mode': 'subscribe', 'hub.challenge': '1158201444' }, 'our-verify-token'],
    ['no challenge', { ...query, 'hub.challenge': undefined }, 'our-verify-token'],
    ['an empty challenge', { ...query, 'hub.challenge': '' }, 'our-verify-token'],
    ['a repeated parameter (array)', { ...query, 'hub.verify_token': ['our-verify-token'] }, 'our-verify-token'],
    ['no verify token configured', { ...query, 'hub.verify_token': '' }, ''],
    ['an empty query', {}, 'our-verify-token'],
  ])('refuses %s', (_case, q, verifyToken) => {
    expect(verifyHandshake(q, verifyToken)).toBeNull();
  });
});
