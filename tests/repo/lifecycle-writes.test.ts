import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, repoFiles } from './repo-files';

// Only the order lifecycle core (apps/api/src/modules/order-lifecycle) writes or locks the rows of an order's life:
// orders and their lines, refunds, return and exchange requests, payouts (docs/decisions/081-order-lifecycle-core.md).
// Everyone else moves them through its applyMove, patch* and insert* functions and locks them through its one query,
// readForChange: a caller names what it changes, the core takes the locks in the lock order. Test support
// (apps/api/src/testing) may write fixtures directly; tests are left out of the write rules. No file outside the core,
// tests and test support included, imports its lock functions (a name starting with `lock`) or its files past its
// index.ts.

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

// The core's folder in an import path (`../order-lifecycle`, `../../modules/order-lifecycle`).
const CORE_PATH = String.raw`['"](?:\.{1,2}\/)+(?:modules\/)?order-lifecycle`;
// An import or re-export of names from the core, its index.ts or one of its files.
const FROM_CORE = new RegExp(
  String.raw`(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*${CORE_PATH}(?:\/[^'"]*)?['"]`,
  'g',
);
// Any import of one of the core's files past its index.ts, dynamic ones too.
const ANY_CORE_PATH = new RegExp(String.raw`(?:from\s*|import\(\s*)${CORE_PATH}\/[^'"]+['"]`, 'g');

/** The name a braced import list imports (`type x`, `x as y` → x). */
const importedName = (entry: string) =>
  entry
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+/)[0] ?? '';

/** Each place in `text` that reaches past the core's face (a lock function, one of its files), as `file:line what`. */
export function lockImports(file: string, text: string): string[] {
  const lineOf = (index: number | undefined) => text.slice(0, index).split('\n').length;
  const found: string[] = [];
  for (const match of text.matchAll(FROM_CORE)) {
    const names = (match[1] ?? '').split(',').map(importedName);
    for (const name of names.filter((n) => n.startsWith('lock')))
      found.push(`${file}:${lineOf(match.index)} imports the core's lock function ${name}`);
  }
  for (const match of text.matchAll(ANY_CORE_PATH))
    found.push(`${file}:${lineOf(match.index)} imports the core's internals ${match[0].replace(/\s+/g, ' ')}`);
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

  it('no file outside apps/api/src/modules/order-lifecycle imports its lock functions or its internal files', () => {
    const outside = repoFiles(/^apps\/api\/src\/.*\.tsx?$/).filter((file) => !file.startsWith(CORE));
    const found = outside.flatMap((file) => lockImports(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it.each([
    ['a lock function', "import { applyMove, lockOrder } from '../order-lifecycle';", 'lock function lockOrder'],
    [
      'a renamed one',
      "import {\n  lockOrder as lockOrderRow,\n} from '../order-lifecycle';",
      'lock function lockOrder',
    ],
    ['a re-export', "export { lockRefund } from '../../modules/order-lifecycle';", 'lock function lockRefund'],
    ['the core’s files', "import { readForChange } from '../order-lifecycle/locks';", 'internals'],
    ['a dynamic import', "const core = await import('../order-lifecycle/apply-move');", 'internals'],
  ])('catches an import of %s', (_label, text, what) => {
    expect(lockImports('probe.ts', text)).toEqual([expect.stringContaining(`probe.ts:1 imports the core's ${what}`)]);
  });

  it('lets the core’s face be imported', () => {
    const face = "import { LockOrderError, claimOrders, readForChange, type OrderRow } from '../order-lifecycle';";
    expect(lockImports('probe.ts', face)).toEqual([]);
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
