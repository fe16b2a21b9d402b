import { describe, expect, it } from 'vitest';
import { CUSTOMERS_MESSAGES as M, normalizeTag, normalizeTags } from './tags';

describe('normalizeTag', () => {
  it.each([
    ['VIP', 'vip'],
    ['  Bulk   Buyer ', 'bulk buyer'],
    ['साड़ी पसंद', 'साड़ी पसंद'],
    ['x'.repeat(30), 'x'.repeat(30)],
  ])('stores %j as %j', (text, tag) => {
    expect(normalizeTag(text)).toEqual({ ok: true, tag });
  });

  it.each([
    ['', M.tagEmpty],
    ['   ', M.tagEmpty],
    ['x'.repeat(31), 'A tag can be at most 30 characters.'],
  ])('refuses %j: %j', (text, message) => {
    expect(normalizeTag(text)).toEqual({ ok: false, message });
  });
});

describe('normalizeTags', () => {
  it('drops repeats after normalising, keeping the first place', () => {
    expect(normalizeTags(['VIP', 'rto risk', 'vip ', 'Rto  Risk'])).toEqual({ ok: true, tags: ['vip', 'rto risk'] });
  });
  it('takes 20 tags and refuses 21: "At most 20 tags."', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(normalizeTags(twenty)).toEqual({ ok: true, tags: twenty });
    expect(normalizeTags([...twenty, 't20'])).toEqual({ ok: false, message: 'At most 20 tags.' });
  });
  it('refuses the list at its first bad tag', () => {
    expect(normalizeTags(['ok', ''])).toEqual({ ok: false, message: M.tagEmpty });
  });
});
