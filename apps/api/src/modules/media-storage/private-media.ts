import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Clock } from '../../shared/clock';

/** Keys under these folders are private: /media serves them only through a URL signed here, never cached. */
const PRIVATE_FOLDERS = ['returns/'];

/** True for a key /media must not serve without a valid signature (a shopper's return photo). */
export function isPrivateMediaKey(key: string): boolean {
  return PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));
}

/**
 * Short-lived links to private media (docs/decisions/050-private-return-photos.md): `/media/{key}?exp={unix
 * seconds}&sig={HMAC-SHA256(key, exp)}`. Only an answer already checked for the caller (the shopper's own request,
 * or staff's) carries one, so an `<img>` shows the photo without a bearer, and the link stops working after
 * `RETURN_PHOTO_URL_TTL_SECONDS`.
 */
export interface PrivateMediaUrls {
  /** The signed URL of `key`, valid from now for the configured time. */
  url(key: string): string;
  /** True when `exp` and `sig` are a signature of `key` that has not expired. */
  allows(key: string, exp: unknown, sig: unknown): boolean;
}

/** The key: MEDIA_URL_KEY, else derived from the gateway's secret (which production must set anyway). */
export function mediaUrlKeyOf(config: Pick<Config, 'MEDIA_URL_KEY' | 'RAZORPAY_KEY_SECRET' | 'SANDBOX_KEY_SECRET'>) {
  if (config.MEDIA_URL_KEY) return Buffer.from(config.MEDIA_URL_KEY, 'hex');
  const secret = config.RAZORPAY_KEY_SECRET ?? config.SANDBOX_KEY_SECRET;
  return Buffer.from(hkdfSync('sha256', secret, 'vastra', 'private-media-url-v1', 32));
}

export function createPrivateMediaUrls({
  key,
  clock,
  ttlSeconds,
}: {
  key: Buffer;
  clock: Clock;
  ttlSeconds: number;
}): PrivateMediaUrls {
  const sign = (mediaKey: string, exp: string) =>
    createHmac('sha256', key).update(`${mediaKey}\u0000${exp}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    url(mediaKey) {
      const exp = String(nowSeconds() + ttlSeconds);
      return `/media/${mediaKey}?exp=${exp}&sig=${sign(mediaKey, exp)}`;
    },
    allows(mediaKey, exp, sig) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) < nowSeconds()) return false;
      const expected = Buffer.from(sign(mediaKey, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
