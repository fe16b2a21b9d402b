import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Razorpay-looking id: `prefix_` and 14 random base62 characters (`order_…`, `pay_…`, `rfnd_…`, `plink_…`). */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'plink'): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}
