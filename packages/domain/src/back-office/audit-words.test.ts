import { describe, expect, it } from 'vitest';
import { AUDIT_AREA_TARGET_TYPES, AUDIT_AREAS } from './audit-areas';
import { auditActionLabel, auditChanges, auditFieldLabel, auditValue } from './audit-words';

describe('auditActionLabel', () => {
  it.each([
    ['order.book', 'Order booked with the courier'],
    ['return.exchange_shipped', 'Exchange shipped'],
    ['stock.set', 'Stock adjusted'],
    ['staff.role_change', 'Role changed'],
    ['something.new_thing', 'Something new thing'],
  ])('%s → %s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });
});

describe('auditFieldLabel', () => {
  it.each([
    ['moneyState', 'Payment'],
    ['status', 'Status'],
    ['originalPricePaise', 'Original price'],
    ['hiddenAt', 'Hidden'],
    ['awb', 'AWB'],
  ])('%s → %s', (field, label) => {
    expect(auditFieldLabel(field)).toBe(label);
  });
});

describe('auditValue', () => {
  it.each([
    [null, '', '—'],
    [true, '', 'Yes'],
    [79_900, 'pricePaise', '₹799.00'],
    [79_950, 'pricePaise', '₹799.50'],
    [12, 'rows', '12'],
    ['pickup_scheduled', 'state', 'pickup scheduled'],
    ['Silk saree', 'title', 'Silk saree'],
    [['M', 'L'], 'sizes', 'M, L'],
    [{ M: 5, L: 2 }, 'stock', 'M: 5, L: 2'],
  ])('%j (%s) → %s', (value, field, shown) => {
    expect(auditValue(value, field)).toBe(shown);
  });
});

describe('auditChanges', () => {
  it('lists only what differs, in words: "Payment: paid → refunded"', () => {
    expect(auditChanges({ moneyState: 'paid', title: 'Kurti' }, { moneyState: 'refunded', title: 'Kurti' })).toEqual([
      { field: 'moneyState', label: 'Payment', before: 'paid', after: 'refunded' },
    ]);
  });

  it('lists a record made or removed against a dash, and nothing when nothing changed', () => {
    expect(auditChanges(null, { role: 'packer' })).toEqual([
      { field: 'role', label: 'Role', before: '—', after: 'packer' },
    ]);
    expect(auditChanges({ pricePaise: 100 }, null)).toEqual([
      { field: 'pricePaise', label: 'Price', before: '₹1.00', after: '—' },
    ]);
    expect(auditChanges({ a: [1] }, { a: [1] })).toEqual([]);
    expect(auditChanges('x', 'x')).toEqual([]);
  });
});

describe('AUDIT_AREA_TARGET_TYPES', () => {
  it('puts each kind of record in one area only', () => {
    const kinds = AUDIT_AREAS.flatMap((area) => AUDIT_AREA_TARGET_TYPES[area]);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
