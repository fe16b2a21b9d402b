import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, repoFiles } from './repo-files';

// Only the order lifecycle core (apps/api/src/modules/order-lifecycle) writes or locks the rows of an order's life:
// orders and their lines, refunds, return and exchange requests, payouts (docs/decisions/081-order-lifecycle-core.md).
// Everyone else moves them through its applyMove, patch*, insert* and lock* functions. Test support
// (apps/api/src/testing) may write fixtures directly; tests are left out.

const CORE = 'apps/api/src/modules/order-lifecycle/';
const TABLES = ['orders', 'orderItems', 'refunds', 'returnRequests', 'returnPayouts'].join('|');
const SQL_TABLES = ['orders', 'order_items', 'refunds', 'return_requests', 'return_payouts'].join('|');

const RULES: { what: string; pattern: RegExp }[] = [
  { what: 'writes', pattern: new RegExp(String.raw`\.(update|insert|delete)\(\s*(${TABLES})\s*\)`, 'g') },
  {
    what: 'locks',
    pattern: new RegExp(String.raw`\.from\(\s*(${TABLES})\s*\)(?:(?!;|\.from\()[\s\S])*?\.for\(`, 'g'),
  },
  {
    what: 'writes in SQL',
    pattern: new RegExp(String.raw`\b(update|insert\s+into|delete\s+from)\s+(${SQL_TABLES})\b`, 'gi'),
  },
];

/** Each place in `text` that writes or locks a lifecycle table, as `file:line what`. */
export function trespasses(file: string, text: string): string[] {
  const found: string[] = [];
  for (const { what, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line} ${what} ${match[0].replace(/\s+/g, ' ').slice(0, 60)}`);
    }
  }
  return found;
}

const sources = () =>
  repoFiles(/^apps\/api\/src\/.*\.ts$/).filter(
    (file) => !file.startsWith(CORE) && !file.startsWith('apps/api/src/testing/') && !/\.test\.ts$/.test(file),
  );

describe('the order lifecycle core alone writes an order’s life', () => {
  it('no file outside apps/api/src/modules/order-lifecycle writes or locks its tables', () => {
    const found = sources().flatMap((file) => trespasses(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it.each([
    ['a Drizzle update', "await tx.update(orders).set({ status: 'cancelled' });", 'writes'],
    ['a Drizzle insert', 'await tx.insert(returnPayouts).values(row);', 'writes'],
    [
      'a row lock',
      'const [r] = await tx.select().from(refunds)\n  .where(eq(refunds.id, id))\n  .for("update");',
      'locks',
    ],
    ['raw SQL', 'await db.execute(sql`update return_requests set state = ${s}`);', 'writes in SQL'],
  ])('catches %s', (_label, text, what) => {
    expect(trespasses('probe.ts', text)).toEqual([expect.stringContaining(`probe.ts:1 ${what}`)]);
  });

  it('lets reads and other tables be', () => {
    const reads = [
      'const rows = await db.select().from(orders).where(eq(orders.userId, id));',
      'await tx.update(productVariants).set({ stock: 1 });',
      'const [p] = await tx.select().from(paymentAttention).for("update");',
    ].join('\n');
    expect(trespasses('probe.ts', reads)).toEqual([]);
  });
});
