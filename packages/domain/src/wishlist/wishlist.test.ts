import { describe, expect, it } from 'vitest';
import { WISHLIST_MESSAGES } from './messages';
import { WISHLIST_MAX, mergeWishlists, normalizeWishlist, toggleWishlist } from './wishlist';

const many = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('normalizeWishlist', () => {
  it.each<[string, unknown, string[]]>([
    ['a list of ids, in order', ['a', 'b'], ['a', 'b']],
    ['duplicates kept once, first place', ['a', 'b', 'a'], ['a', 'b']],
    ['not a list', { a: 1 }, []],
    ['null', null, []],
    ['entries that are not ids dropped', ['a', 3, '', 'x'.repeat(65), null, 'b'], ['a', 'b']],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeWishlist(raw)).toEqual(expected);
  });

  it(`keeps at most ${WISHLIST_MAX}`, () => {
    expect(normalizeWishlist(many(WISHLIST_MAX + 5))).toEqual(many(WISHLIST_MAX));
  });
});

describe('mergeWishlists', () => {
  it.each<[string, string[], string[], string[]]>([
    ['union, the server first', ['a', 'b'], ['c'], ['a', 'b', 'c']],
    ['no duplicates', ['a', 'b'], ['b', 'a', 'c'], ['a', 'b', 'c']],
    ['an empty device list', ['a'], [], ['a']],
    ['an empty server list', [], ['a', 'b'], ['a', 'b']],
  ])('%s', (_name, server, device, expected) => {
    expect(mergeWishlists(server, device)).toEqual(expected);
  });

  it('cuts at the limit, the server keeping its place', () => {
    const merged = mergeWishlists(many(WISHLIST_MAX - 1, 's'), ['d1', 'd2']);
    expect(merged).toHaveLength(WISHLIST_MAX);
    expect(merged.at(-1)).toBe('d1');
  });
});

describe('toggleWishlist', () => {
  it('saves a new product last', () => {
    expect(toggleWishlist(['a'], 'b')).toEqual({ list: ['a', 'b'], saved: true, full: false });
  });
  it('removes a saved one', () => {
    expect(toggleWishlist(['a', 'b'], 'a')).toEqual({ list: ['b'], saved: false, full: false });
  });
  it('refuses a new one on a full list, still removes from it', () => {
    const full = many(WISHLIST_MAX);
    expect(toggleWishlist(full, 'new')).toEqual({ list: full, saved: false, full: true });
    expect(toggleWishlist(full, 'p0').list).toHaveLength(WISHLIST_MAX - 1);
  });
});

describe('WISHLIST_MESSAGES', () => {
  it('says the exact texts', () => {
    expect(WISHLIST_MESSAGES.full).toBe('Your wishlist is full (100 products). Remove one to save another.');
    expect(WISHLIST_MESSAGES.notifyMe).toBe("Notify me when it's back");
    expect(WISHLIST_MESSAGES.waitingSize('M')).toBe("Size M: we'll text you when it's back");
  });
});
