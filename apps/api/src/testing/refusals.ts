// What the adversarial suite (apps/api/src/security) checks refusals with; never imported by the server.
import { count, sum } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import {
  contactMessages,
  orderItems,
  orders,
  otpChallenges,
  paymentOrders,
  phoneTokens,
  productVariants,
  reviews,
  sessions,
  smsOutbox,
  users,
  webhookEvents,
} from '../db/schema';

/** Every table a refused request must leave alone, plus the total stock of the shop. */
export async function rowCounts(db: Db) {
  const n = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const [stock] = await db.select({ total: sum(productVariants.stock) }).from(productVariants);
  return {
    users: await n(users),
    sessions: await n(sessions),
    orders: await n(orders),
    orderItems: await n(orderItems),
    reviews: await n(reviews),
    contactMessages: await n(contactMessages),
    paymentOrders: await n(paymentOrders),
    webhookEvents: await n(webhookEvents),
    otpChallenges: await n(otpChallenges),
    phoneTokens: await n(phoneTokens),
    smsOutbox: await n(smsOutbox),
    stock: Number(stock?.total ?? 0),
  };
}
export type RowCounts = Awaited<ReturnType<typeof rowCounts>>;

/** A refusal as docs/rules/api.md#conventions wants it: a 4xx whose JSON body carries a non-empty `message`. */
export function expectClearRefusal(res: { statusCode: number; body: string }, context = ''): void {
  expect(res.statusCode, `${context} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${context} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  let message: unknown;
  try {
    message = (JSON.parse(res.body) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  expect(
    typeof message === 'string' && message.trim().length > 0,
    `${context}: no clear message in ${res.body.slice(0, 300)}`,
  ).toBe(true);
}

/** OWASP XSS filter-evasion cheat-sheet payloads, one per technique (docs/rules/security.md#adversarial-suite). */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '"><script>alert(1)</script>',
  `'';!--"<XSS>=&{()}`,
  '<iframe src=javascript:alert(1)>',
  '<body onload=alert(1)>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;' +
    '&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<<SCRIPT>alert(1);//\\<</SCRIPT>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  '<a href="javascript:alert(1)">click</a>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '<style>@import "javascript:alert(1)";</style>',
  '{{constructor.constructor("alert(1)")()}}',
  '<img src=x onerror="window.__xss=(window.__xss||[]);window.__xss.push(1)">',
] as const;

/** SQL metacharacters an injection would need (docs/rules/security.md#adversarial-suite). */
export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "'; DELETE FROM orders WHERE '1'='1",
  "1' UNION SELECT password_hash FROM users --",
  "Robert'); DROP TABLE reviews;--",
  "\\'; SELECT pg_sleep(5); --",
  '%27%20OR%20%271%27%3D%271',
  "admin'/*",
] as const;
