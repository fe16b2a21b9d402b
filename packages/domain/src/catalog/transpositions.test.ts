import { describe, expect, it } from 'vitest';
import { oneLetterSlip, transposedSpellings, transpositionsOf, withoutDoubledLetter } from './transpositions';

describe('transpositionsOf', () => {
  it.each([
    ['kurta', ['ukrta', 'kruta', 'kutra', 'kurat']],
    ['silk', ['islk', 'slik', 'sikl']],
    ['saree', ['asree', 'sraee', 'saere']],
    ['aa', []],
    ['a', []],
    ['', []],
    ['सूती', ['ूसती', 'सतूी', 'सूीत']],
  ])('%j → %j', (word, expected) => {
    expect(transpositionsOf(word)).toEqual(expected);
  });
});

// Whether two words are one swap apart, as the search asks it of the shop's words (search-text.ts).
const oneSwapApart = (a: string, b: string) => transpositionsOf(b).includes(a);

describe('one swap apart', () => {
  it.each([
    ['kutra', 'kurta', true],
    ['kurta', 'kutra', true],
    ['slik', 'silk', true],
    ['ukrta', 'kurta', true],
    ['kurat', 'kurta', true],
    ['kurta', 'kurta', false],
    ['kurti', 'kurta', false],
    ['krtua', 'kurta', false],
    ['kurtaa', 'kurta', false],
    ['tukra', 'kurta', false],
    ['kturaa', 'kurtaa', false],
    ['abcd', 'badc', false],
    ['', '', false],
    ['ab', 'ba', true],
  ])('%j and %j → %j', (a, b, expected) => {
    expect(oneSwapApart(a, b)).toBe(expected);
    expect(oneSwapApart(b, a)).toBe(expected);
  });

  it('is symmetric: every spelling of a word has the word among its own spellings', () => {
    for (const word of ['kurta', 'chikankari', 'dupatta'])
      for (const spelling of transpositionsOf(word)) expect(oneSwapApart(word, spelling)).toBe(true);
  });
});

describe('transposedSpellings', () => {
  it('maps each misspelling to the meaning of its word', () => {
    const spellings = transposedSpellings(
      new Map([
        ['kurta', 'kurti'],
        ['kurti', 'kurti'],
      ]),
    );
    expect(spellings.get('kutra')).toBe('kurti');
    expect(spellings.get('kurit')).toBe('kurti');
    // "kruta" comes from "kurta" only; "kurti"'s own spellings ("kruti", "kurit"…) share its meaning.
    expect(spellings.get('kruta')).toBe('kurti');
    expect(spellings.has('kurta')).toBe(false);
  });

  it('leaves out a misspelling two meanings could stand for, and never shadows a word', () => {
    const spellings = transposedSpellings(
      new Map([
        ['abcd', 'first'],
        ['bacd', 'second'],
        ['acbd', 'third'],
      ]),
    );
    // "bacd" is a word itself; "acbd" too; "abdc" only comes from "abcd".
    expect(spellings.has('bacd')).toBe(false);
    expect(spellings.has('acbd')).toBe(false);
    expect(spellings.get('abdc')).toBe('first');
    // "bcad" is "bacd" misspelt, "cabd" is "acbd" misspelt.
    expect(spellings.get('bcad')).toBe('second');
    expect(spellings.get('cabd')).toBe('third');
  });

  it('drops a spelling shared by two different meanings', () => {
    const spellings = transposedSpellings(
      new Map([
        ['abc', 'x'],
        ['cba', 'y'],
      ]),
    );
    // abc → bac, acb; cba → bca, cab: none shared.
    expect(spellings.get('bac')).toBe('x');
    expect(spellings.get('cab')).toBe('y');
    const shared = transposedSpellings(
      new Map([
        ['abab', 'x'],
        ['baba', 'y'],
      ]),
    );
    // abab → baab, aabb, abba; baba → abba, bbaa, baab: "baab" and "abba" are shared.
    expect(shared.has('baab')).toBe(false);
    expect(shared.has('abba')).toBe(false);
    expect(shared.get('aabb')).toBe('x');
    expect(shared.get('bbaa')).toBe('y');
  });
});

describe('withoutDoubledLetter', () => {
  it.each([
    ['kurtaa', ['kurta']],
    ['sareee', ['saree']],
    ['saaree', ['saree', 'saare']],
    ['dupatta', ['dupata']],
    ['kurti', []],
    ['', []],
  ])('%j → %j', (word, expected) => {
    expect(withoutDoubledLetter(word)).toEqual(expected);
  });
});

describe('oneLetterSlip', () => {
  it.each([
    // A letter left out.
    ['krta', 'kurta', true],
    ['kurt', 'kurti', true],
    ['shrts', 'shorts', true],
    ['sree', 'saree', true],
    // A letter too many: from 5 letters; a wrong one: from 6.
    ['silck', 'silk', true],
    ['cottan', 'cotton', true],
    ['maroom', 'maroon', true],
    // One letter mistyped only from 6 letters: a short word mistyped is too often another word.
    ['rayan', 'rayon', false],
    ['night', 'light', false],
    ['tight', 'light', false],
    ['salvar', 'salwar', true],
    ['kurtaa', 'kurta', true],
    ['xkurta', 'kurta', true],
    ['kurtax', 'kurta', true],
    ['silc', 'silk', false],
    ['sari', 'zari', false],
    ['suti', 'suit', false],
    ['sari', 'sar', false],
    // Not one letter: the same word, a swap, two slips, other scripts, short words.
    ['kurta', 'kurta', false],
    ['kutra', 'kurta', false],
    ['lenin', 'linen', false],
    ['krt', 'kurt', false],
    ['kurtee', 'kurti', false],
    ['kurta', 'kurtaaa', false],
    ['साडी', 'साड़ी', false],
    ['t-shrt', 't-shirt', false],
    ['', 'a', false],
  ])('%j meant %j → %j', (typed, word, expected) => {
    expect(oneLetterSlip(typed, word)).toBe(expected);
  });

  it('reads a letter left out and the same letter typed too many as the two sides of one slip', () => {
    for (const [shorter, longer] of [
      ['cotton', 'cottton'],
      ['kurta', 'kuurta'],
      ['saree', 'sarees'],
    ] as const) {
      expect(oneLetterSlip(shorter, longer)).toBe(true);
      expect(oneLetterSlip(longer, shorter)).toBe(true);
    }
  });
});
