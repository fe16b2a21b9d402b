import { matchesCollectionRules, type CollectionCandidate, type CollectionCondition } from '@vastra/domain/collections';
import type { SalePrice } from '@vastra/domain/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributes,
  attributeValues,
  productAttributeValues,
  products,
  productVariants,
  salePrices,
} from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { collectionRulesSql } from './collection-rules.sql';

// The SQL predicate and the domain's matchesCollectionRules give the same products for the same rules
// (docs/decisions/098-collections.md): one small catalogue, every kind of condition, alone and combined.

const at = new Date('2026-10-20T12:00:00Z');
const day = 86_400_000;
let t: TestApp;
const candidates: CollectionCandidate[] = [];
const sales: SalePrice[] = [];

interface Fixture {
  title: string;
  category: string;
  ageDays: number;
  tags: string[];
  values: Record<string, string[]>;
  prices: Record<string, number>;
}

const FIXTURES: Fixture[] = [
  {
    title: 'Red Cotton Kurti',
    category: 'kurti',
    ageDays: 2,
    tags: ['diwali'],
    values: { fabric: ['cotton'], colour: ['red'] },
    prices: { M: 89_900, L: 99_900 },
  },
  {
    title: 'Silk Saree',
    category: 'saree',
    ageDays: 40,
    tags: ['diwali', 'wedding'],
    values: { fabric: ['silk'] },
    prices: { Free: 349_900 },
  },
  {
    title: 'Blue Tee',
    category: 't-shirt',
    ageDays: 10,
    tags: [],
    values: { colour: ['blue'] },
    prices: { M: 49_900 },
  },
  {
    title: 'White Kurti',
    category: 'kurti',
    ageDays: 100,
    tags: ['bestseller'],
    values: { fabric: ['cotton'], colour: ['white', 'red'] },
    prices: { M: 129_900, S: 99_900 },
  },
  {
    title: 'Denim Shorts',
    category: 'shorts',
    ageDays: 1,
    tags: ['summer'],
    values: { fabric: ['denim'] },
    prices: { M: 99_900 },
  },
  { title: 'Sizeless Suit', category: 'suits', ageDays: 3, tags: ['diwali'], values: {}, prices: {} },
];

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(at) });
  const db = t.database.db;
  const valueIds = new Map<string, string>();
  for (const v of await db
    .select({ a: attributes.slug, v: attributeValues.slug, id: attributeValues.id })
    .from(attributeValues)
    .innerJoin(attributes, sql`${attributes.id} = ${attributeValues.attributeId}`))
    valueIds.set(`${v.a}:${v.v}`, v.id);
  for (const f of FIXTURES) {
    const createdAt = new Date(at.getTime() - f.ageDays * day);
    const [row] = await db
      .insert(products)
      .values({ title: f.title, category: f.category, tags: f.tags, createdAt, updatedAt: createdAt })
      .returning({ id: products.id });
    const id = (row as { id: string }).id;
    const sizes = Object.entries(f.prices);
    if (sizes.length > 0)
      await db.insert(productVariants).values(sizes.map(([size, pricePaise]) => ({ productId: id, size, pricePaise })));
    const links = Object.entries(f.values).flatMap(([a, vs]) => vs.map((v) => valueIds.get(`${a}:${v}`) ?? ''));
    if (links.length > 0)
      await db.insert(productAttributeValues).values(links.map((valueId) => ({ productId: id, valueId })));
    candidates.push({
      productId: id,
      category: f.category,
      createdAt,
      tags: f.tags,
      attributes: f.values,
      sizes: sizes.map(([size, basePaise]) => ({ size, basePaise })),
    });
  }
  const [kurti, saree, tee] = candidates;
  const window = { startsAt: new Date(at.getTime() - day), endsAt: new Date(at.getTime() + day), paused: false };
  const defs: SalePrice[] = [
    // A live 10% off one size of the kurti.
    {
      id: 's1',
      target: { kind: 'size', productId: kurti?.productId ?? '', size: 'L' },
      price: { type: 'percent', percent: 10 },
      ...window,
    },
    // A paused sale of the saree: not on sale.
    {
      id: 's2',
      target: { kind: 'product', productId: saree?.productId ?? '' },
      price: { type: 'percent', percent: 20 },
      ...window,
      paused: true,
    },
    // A fixed price above the tee's: lowers nothing.
    {
      id: 's3',
      target: { kind: 'product', productId: tee?.productId ?? '' },
      price: { type: 'fixed', pricePaise: 59_900 },
      ...window,
    },
    // A live sale of every pair of shorts.
    { id: 's4', target: { kind: 'category', category: 'shorts' }, price: { type: 'percent', percent: 5 }, ...window },
    // A sale of sarees that ended.
    {
      id: 's5',
      target: { kind: 'category', category: 'saree' },
      price: { type: 'percent', percent: 50 },
      startsAt: new Date(at.getTime() - 3 * day),
      endsAt: new Date(at.getTime() - day),
      paused: false,
    },
  ];
  for (const s of defs) {
    sales.push(s);
    await db.insert(salePrices).values({
      targetKind: s.target.kind,
      productId: s.target.kind === 'category' ? null : s.target.productId,
      size: s.target.kind === 'size' ? s.target.size : null,
      category: s.target.kind === 'category' ? s.target.category : null,
      priceType: s.price.type,
      percent: s.price.type === 'percent' ? s.price.percent : null,
      pricePaise: s.price.type === 'fixed' ? s.price.pricePaise : null,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      paused: s.paused,
    });
  }
});
afterAll(() => t.close());

async function bySql(rules: CollectionCondition[]): Promise<string[]> {
  const result: unknown = await t.database.db.execute(
    sql`select p.id from products p where ${collectionRulesSql(rules, at)} order by p.title`,
  );
  return (result as { rows: { id: string }[] }).rows.map((r) => r.id);
}

const titleOf = (id: string) => FIXTURES[candidates.findIndex((c) => c.productId === id)]?.title;

describe('collectionRulesSql agrees with matchesCollectionRules', () => {
  it.each<[string, CollectionCondition[], string[]]>([
    ['category kurti', [{ kind: 'category', category: 'kurti' }], ['Red Cotton Kurti', 'White Kurti']],
    [
      'under ₹999',
      [{ kind: 'price', maxPaise: 99_900 }],
      ['Blue Tee', 'Denim Shorts', 'Red Cotton Kurti', 'White Kurti'],
    ],
    [
      '₹999 to ₹3,499',
      [{ kind: 'price', minPaise: 99_900, maxPaise: 349_900 }],
      ['Denim Shorts', 'Silk Saree', 'White Kurti'],
    ],
    ['red', [{ kind: 'attribute', attribute: 'colour', values: ['red'] }], ['Red Cotton Kurti', 'White Kurti']],
    [
      'silk or denim',
      [{ kind: 'attribute', attribute: 'fabric', values: ['silk', 'denim'] }],
      ['Denim Shorts', 'Silk Saree'],
    ],
    ['tag diwali', [{ kind: 'tag', tag: 'diwali' }], ['Red Cotton Kurti', 'Silk Saree', 'Sizeless Suit']],
    ['new in 7 days', [{ kind: 'new', days: 7 }], ['Denim Shorts', 'Red Cotton Kurti', 'Sizeless Suit']],
    ['on sale', [{ kind: 'on-sale' }], ['Denim Shorts', 'Red Cotton Kurti']],
    [
      'kurti, under ₹999, cotton, on sale',
      [
        { kind: 'category', category: 'kurti' },
        { kind: 'price', maxPaise: 99_900 },
        { kind: 'attribute', attribute: 'fabric', values: ['cotton'] },
        { kind: 'on-sale' },
      ],
      ['Red Cotton Kurti'],
    ],
    [
      'diwali and new in 30 days',
      [
        { kind: 'tag', tag: 'diwali' },
        { kind: 'new', days: 30 },
      ],
      ['Red Cotton Kurti', 'Sizeless Suit'],
    ],
    ['a tag no one has', [{ kind: 'tag', tag: 'nothing' }], []],
  ])('%s', async (_name, rules, titles) => {
    const fromSql = (await bySql(rules)).map(titleOf).sort();
    const fromDomain = candidates
      .filter((c) => matchesCollectionRules(c, rules, { at, sales }))
      .map((c) => titleOf(c.productId))
      .sort();
    expect(fromSql).toEqual(fromDomain);
    expect(fromSql).toEqual([...titles].sort());
  });
});
