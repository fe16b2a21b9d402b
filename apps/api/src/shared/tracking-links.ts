import { createHmac, hkdfSync } from 'node:crypto';
import { readTrackingToken, TRACKING_MAC_CHARS, trackingToken } from '@vastra/domain/notifications';
import type { Config } from '../config';
import { safeEqual } from './crypto';

/**
 * The tracking link's signed tokens (docs/decisions/111-sign-in-by-otp.md): the order's link code and the first 8
 * base64url characters of HMAC-SHA256(key, 'track:' + order id). No table: the key alone makes and checks them.
 */
export interface TrackingLinks {
  /** The 30-character token of an order's tracking link. */
  tokenFor(orderId: string): string;
  /** The order id a token was made for, or null when it is not one of ours (bad shape, tampered, other key). */
  orderIdOf(token: string): string | null;
}

/** The key: TRACKING_LINK_KEY, else derived from the gateway's secret (which production must set anyway). */
export function trackingLinkKeyOf(
  config: Pick<Config, 'TRACKING_LINK_KEY' | 'RAZORPAY_KEY_SECRET' | 'SANDBOX_KEY_SECRET'>,
): Buffer {
  if (config.TRACKING_LINK_KEY) return Buffer.from(config.TRACKING_LINK_KEY, 'hex');
  const secret = config.RAZORPAY_KEY_SECRET ?? config.SANDBOX_KEY_SECRET;
  return Buffer.from(hkdfSync('sha256', secret, 'vastra', 'tracking-link-v1', 32));
}

/**
 * `purpose` keeps each kind of link's tokens apart under one key: 'track' for the orders' tracking links, 'm' for a
 * conversation's link (`/m/{token}`, docs/decisions/127-conversations.md), whose id is the contact message's.
 */
export function createTrackingLinks(key: Buffer, purpose: 'track' | 'm' = 'track'): TrackingLinks {
  const macOf = (id: string) =>
    createHmac('sha256', key).update(`${purpose}:${id.toLowerCase()}`).digest('base64url').slice(0, TRACKING_MAC_CHARS);
  return {
    tokenFor: (orderId) => trackingToken(orderId, macOf(orderId)),
    orderIdOf(token) {
      const read = readTrackingToken(token);
      return read && safeEqual(read.mac, macOf(read.orderId)) ? read.orderId : null;
    },
  };
}
