import { describe, expect, it } from 'vitest';
import type { SalePrice } from '../pricing/sale-price';
import {
  CollectionRules,
  fromPricePaise,
  isOnSale,
  matchesCollectionRules,
  type CollectionCandidate,
  type CollectionCondition,
} from './collection-rules';
import { COLLECTIONS_MESSAGES as M } from './messages';

const at = new Date('2026-10-20T12:00:00Z');
const day = 86_400_000;
const kurti: CollectionCandidate = {
  productId: 'p1',
  category: 'kurti',
  createdAt: new Date(at.getTime() - 5 * day),
  tags: ['diwali', 'bestseller'],
  attributes: { fabric: ['cotton'], colour: ['red', 'white'] },
  sizes: [
    { size: 'M', basePaise: 129_900 },
    { size: 'L', basePaise: 89_900 },
  ],
};
const sale = (over: Partial<SalePrice> = {}): SalePrice => ({
  id: 's1',
  target: { kind: 'product', productId: 'p1' },
  price: { type: 'percent', percent: 10 },
  startsAt: new Date(at.getTime() - day),
  endsAt: new Date(at.getTime() + day),
  paused: false,
  ...over,
});

describe('matchesCollectionRules', () => {
  it.each<[string, CollectionCondition[], boolean]>([
    ['its category', [{ kind: 'category', category: 'kurti' }], true],
    ['another category', [{ kind: 'category', category: 'saree' }], false],
    ['under ₹999 (its lowest price ₹899)', [{ kind: 'price', maxPaise: 99_900 }], true],
    ['the lowest price on the bound', [{ kind: 'price', minPaise: 89_900, maxPaise: 89_900 }], true],
    ['above ₹1,000', [{ kind: 'price', minPaise: 100_000 }], false],
    ['one of its colours', [{ kind: 'attribute', attribute: 'colour', values: ['blue', 'white'] }], true],
    ['a fabric it lacks', [{ kind: 'attribute', attribute: 'fabric', values: ['silk'] }], false],
    ['an attribute it has none of', [{ kind: 'attribute', attribute: 'occasion', values: ['festive'] }], false],
    ['its tag', [{ kind: 'tag', tag: 'diwali' }], true],
    ['a tag it lacks', [{ kind: 'tag', tag: 'wedding' }], false],
    ['new in 7 days (made 5 days ago)', [{ kind: 'new', days: 7 }], true],
    ['new in 5 days (exactly 5 days ago)', [{ kind: 'new', days: 5 }], true],
    ['new in 4 days', [{ kind: 'new', days: 4 }], false],
    [
      'category and price both',
      [
        { kind: 'category', category: 'kurti' },
        { kind: 'price', maxPaise: 99_900 },
      ],
      true,
    ],
    [
      'category but not the price',
      [
        { kind: 'category', category: 'kurti' },
        { kind: 'price', maxPaise: 50_000 },
      ],
      false,
    ],
    ['on sale without a sale', [{ kind: 'on-sale' }], false],
  ])('%s → %s', (_name, rules, expected) => {
    expect(matchesCollectionRules(kurti, rules, { at, sales: [] })).toBe(expected);
  });

  it('a product without sizes has no price and is in no price range', () => {
    expect(matchesCollectionRules({ ...kurti, sizes: [] }, [{ kind: 'price', minPaise: 0 }], { at, sales: [] })).toBe(
      false,
    );
    expect(fromPricePaise({ sizes: [] })).toBeNull();
  });
});

describe('isOnSale', () => {
  it.each<[string, SalePrice[], boolean]>([
    ['a live sale of the product', [sale()], true],
    ['a live sale of one size', [sale({ target: { kind: 'size', productId: 'p1', size: 'L' } })], true],
    ['a live sale of its category', [sale({ target: { kind: 'category', category: 'kurti' } })], true],
    ['a sale of another category', [sale({ target: { kind: 'category', category: 'saree' } })], false],
    ['a sale of another product', [sale({ target: { kind: 'product', productId: 'p2' } })], false],
    ['a paused sale', [sale({ paused: true })], false],
    ['a sale not started', [sale({ startsAt: new Date(at.getTime() + 1) })], false],
    ['a sale that ended at now (end exclusive)', [sale({ endsAt: at })], false],
    ['a sale that starts at now (start inclusive)', [sale({ startsAt: at })], true],
    ['a fixed price above every size', [sale({ price: { type: 'fixed', pricePaise: 200_000 } })], false],
    ['a fixed price below one size', [sale({ price: { type: 'fixed', pricePaise: 100_000 } })], true],
  ])('%s → %s', (_name, sales, expected) => {
    expect(isOnSale(kurti, sales, at)).toBe(expected);
    expect(matchesCollectionRules(kurti, [{ kind: 'on-sale' }], { at, sales })).toBe(expected);
  });
});

describe('CollectionRules', () => {
  const messageOf = (input: unknown) => CollectionRules.safeParse(input).error?.issues[0]?.message;
  it.each<[string, unknown, string]>([
    ['no condition', [], M.rulesEmpty],
    ['a price without bounds', [{ kind: 'price' }], M.priceBound],
    ['a price range upside down', [{ kind: 'price', minPaise: 500, maxPaise: 100 }], M.priceOrder],
    ['a price in rupees with paise', [{ kind: 'price', maxPaise: 999.5 }], M.pricePaise],
    ['a negative price', [{ kind: 'price', minPaise: -1 }], M.pricePaise],
    ['an attribute without values', [{ kind: 'attribute', attribute: 'fabric', values: [] }], M.attributeValues],
    ['an attribute that is not a slug', [{ kind: 'attribute', attribute: 'Fabric', values: ['x'] }], M.slugShape],
    ['zero days', [{ kind: 'new', days: 0 }], M.newDays],
    ['366 days', [{ kind: 'new', days: 366 }], M.newDays],
    ['a tag with a comma', [{ kind: 'tag', tag: 'a,b' }], M.tagShape],
    ['eleven conditions', Array.from({ length: 11 }, () => ({ kind: 'on-sale' })), M.rulesTooMany],
  ])('refuses %s: %s', (_name, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('refuses an unknown kind and a field too many', () => {
    expect(CollectionRules.safeParse([{ kind: 'colour' }]).success).toBe(false);
    expect(CollectionRules.safeParse([{ kind: 'on-sale', x: 1 }]).success).toBe(false);
  });

  it('reads a category and a tag in lower case, trimmed', () => {
    expect(
      CollectionRules.parse([
        { kind: 'category', category: ' Kurti ' },
        { kind: 'tag', tag: '  Diwali   Edit ' },
      ]),
    ).toEqual([
      { kind: 'category', category: 'kurti' },
      { kind: 'tag', tag: 'diwali edit' },
    ]);
  });
});
