import { describe, expect, it } from 'vitest';
import { COLLECTIONS_MESSAGES as M } from './messages';
import { collectionSlugOf } from './collection-slug';
import { normaliseTag, Tags, tagsFromCell } from './tags';

describe('normaliseTag', () => {
  it.each([
    ['Diwali', 'diwali'],
    ['  Best   Seller ', 'best seller'],
    ['ÉTÉ', 'été'],
    ['Festive\nWear', 'festive wear'],
  ])('%s → %s', (raw, tag) => {
    expect(normaliseTag(raw)).toBe(tag);
  });
});

describe('Tags', () => {
  it('keeps each tag once, in order', () => {
    expect(Tags.parse(['Diwali', 'silk', 'DIWALI '])).toEqual(['diwali', 'silk']);
  });
  it.each<[string, unknown, string]>([
    ['an empty tag', ['  '], M.tagEmpty],
    ['a 41-character tag', ['x'.repeat(41)], M.tagLength],
    ['a comma', ['a,b'], M.tagShape],
    ['a control character', ['a\u0007b'], M.tagShape],
    ['21 tags', Array.from({ length: 21 }, (_, i) => `t${i}`), M.tagsTooMany],
  ])('refuses %s', (_name, input, message) => {
    expect(Tags.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('tagsFromCell', () => {
  it.each([
    ['', []],
    ['Diwali, Silk ,, diwali', ['diwali', 'silk']],
    [' Festive  Wear ', ['festive wear']],
  ])('%j → %j', (cell, tags) => {
    expect(tagsFromCell(cell)).toEqual(tags);
  });
});

describe('collectionSlugOf', () => {
  it.each([
    ['Diwali Edit', 'diwali-edit'],
    ['Under ₹999', 'under-999'],
    ['  Crêpe & Silk!! ', 'crepe-silk'],
    ['दिवाली', ''],
  ])('%s → %s', (title, slug) => {
    expect(collectionSlugOf(title)).toBe(slug);
  });
});
