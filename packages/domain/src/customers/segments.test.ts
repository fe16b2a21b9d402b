import { describe, expect, it } from 'vitest';
import { segmentsOf, type CustomerCounts } from './segments';

const counts = (c: Partial<CustomerCounts>): CustomerCounts => ({
  orderCount: 0,
  codOrderCount: 0,
  rtoCount: 0,
  returnCount: 0,
  ...c,
});

describe('segmentsOf', () => {
  it.each<[string, Partial<CustomerCounts>, string[]]>([
    ['no orders yet', {}, []],
    ['one prepaid order: New', { orderCount: 1 }, ['new']],
    ['one COD order: New and COD only', { orderCount: 1, codOrderCount: 1 }, ['new', 'cod_only']],
    ['two orders: Repeat', { orderCount: 2, codOrderCount: 1 }, ['repeat']],
    ['three COD orders: Repeat and COD only', { orderCount: 3, codOrderCount: 3 }, ['repeat', 'cod_only']],
    ['one RTO is not high', { orderCount: 2, codOrderCount: 2, rtoCount: 1 }, ['repeat', 'cod_only']],
    ['two RTOs: High RTO', { orderCount: 2, codOrderCount: 2, rtoCount: 2 }, ['repeat', 'cod_only', 'high_rto']],
    ['two returns: High returns', { orderCount: 1, returnCount: 2 }, ['new', 'high_returns']],
  ])('%s', (_, c, expected) => {
    expect(segmentsOf(counts(c))).toEqual(expected);
  });
});
