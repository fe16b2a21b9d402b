import { isIP } from 'node:net';
import { ORDER_MESSAGE_EVENTS, orderMessageLanguages, type OrderMessageEvent } from '@vastra/domain/notifications';
import { z } from 'zod';

// The parsers of config.ts's environment variables that take more than one line.

export const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');
export const int = (def: number) => z.coerce.number().int().min(0).default(def);
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** An optional http(s) address, kept without a trailing '/' (S3_ENDPOINT, MEDIA_PUBLIC_URL). */
export const optionalWebAddress = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, error: 'must be an address with http:// or https://' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);

/** S3_PREFIX: a folder inside the bucket (`vastra` or `shop/media/`). */
export const bucketPrefix = optionalText.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9._/-]+$/, { error: 'may hold only letters, digits and . _ - /' })
    .optional(),
);

/** proxy-addr's names for whole ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies may say who the client is (docs/rules/security.md), as Fastify's `trustProxy` takes it: a hop
 * count (`1`: the address the nearest proxy saw, the last X-Forwarded-For entry) or a comma-separated
 * list of proxy addresses, CIDR ranges and range names. `false`, `0` or nothing: no proxy, the socket's
 * address. `true` is refused: it believes the first entry, which the client writes itself.
 */
export const trustProxy = z
  .string()
  .default('')
  .transform((raw, ctx): false | number | string[] => {
    const value = raw.trim();
    if (value === '' || value.toLowerCase() === 'false' || /^0+$/.test(value)) return false;
    if (value.toLowerCase() === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would believe every X-Forwarded-For entry, and the client writes ' +
          'the first one itself: set the number of proxies in front of the server ' +
          '(e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" is not an IP address or CIDR range` });
      return z.NEVER;
    }
    return entries;
  });

/** The keys MSG91_ORDER_TEMPLATES takes: every event, and `<event>_hi` for each one with a Hindi text. */
const MSG91_TEMPLATE_KEYS = [
  ...ORDER_MESSAGE_EVENTS,
  ...ORDER_MESSAGE_EVENTS.filter((event) => orderMessageLanguages(event).includes('hi')).map(
    (event) => `${event}_hi` as const,
  ),
];

/** MSG91_ORDER_TEMPLATES: a JSON object of order event (or `<event>_hi`) → MSG91 template id; empty is none. */
export const msg91Templates = z
  .string()
  .default('')
  .transform((raw, ctx): Partial<Record<OrderMessageEvent | `${OrderMessageEvent}_hi`, string>> => {
    if (raw.trim() === '') return {};
    try {
      const parsed = z
        .partialRecord(z.enum(MSG91_TEMPLATE_KEYS), z.string().trim().min(1))
        .safeParse(JSON.parse(raw) as unknown);
      if (parsed.success) return parsed.data;
    } catch {
      // Reported below.
    }
    ctx.addIssue({
      code: 'custom',
      message:
        `must be a JSON object of template ids by event (${ORDER_MESSAGE_EVENTS.join(', ')}; ` +
        "a Hindi text's under the event and _hi)",
    });
    return z.NEVER;
  });
