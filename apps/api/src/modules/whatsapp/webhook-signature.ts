import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Hub-Signature-256` as Meta writes it: 'sha256=' and 64 hex digits. */
const SIGNATURE_HEADER = /^sha256=([0-9a-f]{64})$/i;

/** What Meta sends in `X-Hub-Signature-256`: 'sha256=' and the hex HMAC-SHA256 of the raw body with the App Secret. */
export function signWebhookBody(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Whether `X-Hub-Signature-256` signs these raw bytes (never a re-serialised body) with the App Secret: false for
 * a missing or malformed header, and compared in constant time on equal-length buffers.
 */
export function verifyWebhookSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = SIGNATURE_HEADER.exec(header?.trim() ?? '');
  if (!match?.[1] || appSecret === '') return false;
  const given = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The subscription handshake (`GET ?hub.mode=subscribe&hub.challenge=…&hub.verify_token=…`): the raw challenge to
 * answer with 200 when the mode is 'subscribe' and the token is ours (compared in constant time), else null (403).
 */
export function verifyHandshake(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  if (verifyToken === '' || challenge === '') return null;
  // Digests of both sides have the same length whatever the token's, so the comparison leaks neither.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(token), digest(verifyToken)) ? challenge : null;
}
