import { orderIdOfLinkCode, orderLinkCode } from './order-link-code';
import { DLT_VARIABLE_MAX } from './order-messages';

/**
 * The tracking link's token (docs/decisions/111-sign-in-by-otp.md): the order's 22-character link code followed by
 * 8 characters of a keyed MAC of the order id (48 bits, base64url), 30 characters in all — the most a DLT variable
 * takes, so the texts' `/t/{#var#}` templates stay as registered. The API computes and checks the MAC; this file
 * only knows the token's shape.
 */
export const TRACKING_MAC_CHARS = 8;
export const TRACKING_TOKEN_CHARS = 22 + TRACKING_MAC_CHARS;

const MAC_PATTERN = /^[A-Za-z0-9_-]{8}$/;

/** The token of an order id and its MAC's first 8 base64url characters. */
export function trackingToken(orderId: string, mac: string): string {
  if (!MAC_PATTERN.test(mac)) throw new Error('a tracking MAC is 8 base64url characters');
  const token = orderLinkCode(orderId) + mac;
  if (token.length > DLT_VARIABLE_MAX) throw new Error('a tracking token must fit a DLT variable');
  return token;
}

/** The order id and MAC a token carries, or null when the text is not a tracking token's shape. */
export function readTrackingToken(token: string): { orderId: string; mac: string } | null {
  if (token.length !== TRACKING_TOKEN_CHARS) return null;
  const orderId = orderIdOfLinkCode(token.slice(0, 22));
  const mac = token.slice(22);
  if (!orderId || !MAC_PATTERN.test(mac)) return null;
  return { orderId, mac };
}
