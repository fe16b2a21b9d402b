import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { SEARCH_QUERY_MAX } from './search';
import {
  canonicalTerm,
  devanagariSpellings,
  normaliseSearchText,
  oneLetterMeanings,
  parseSearchText,
  searchTerms,
} from './search-terms';
import { SEARCH_SYNONYMS } from './search-synonyms';

describe('normaliseSearchText', () => {
  it.each([
    ['  Cotton   KURTI ', 'cotton kurti'],
    ['Chikankārī Kurtī', 'chikankari kurti'],
    ['Café, crème & soufflé!', 'cafe creme souffle'],
    ['t-shirt', 't-shirt'],
    ['T-Shirt!!', 't-shirt'],
    ['- t-shirt -', 't-shirt'],
    ['blue--red', 'blue-red'],
    ['kurti-', 'kurti'],
    ['"silk" (saree)', 'silk saree'],
    ['₹800', '800'],
    ['साड़ी', 'साड़ी'.normalize('NFC')],
    ['कुर्ती, लाल!', 'कुर्ती लाल'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseSearchText(raw)).toBe(expected);
  });

  it(`keeps at most ${SEARCH_QUERY_MAX} characters`, () => {
    expect(normaliseSearchText('a'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
  });
});

describe('searchTerms', () => {
  it.each([
    ['kurta', ['kurti']],
    ['Kurtas', ['kurti']],
    ['kurtis', ['kurti']],
    ['kurthi', ['kurti']],
    ['sari', ['saree']],
    ['saris', ['saree']],
    ['sarees', ['saree']],
    ['saaree', ['saree']],
    ['tshirt', ['t-shirt']],
    ['tshirts', ['t-shirt']],
    ['t shirt', ['t-shirt']],
    ['T-Shirt', ['t-shirt']],
    ['tee', ['t-shirt']],
    ['tees', ['t-shirt']],
    ['suit', ['suits']],
    ['salwar', ['suits']],
    ['salwar suit', ['suits']],
    ['short', ['shorts']],
    ['anarkalli', ['anarkali']],
    ['chikan kurta', ['chikankari', 'kurti']],
    ['lehnga', ['lehenga']],
    ['duppata', ['dupatta']],
    ['banarsi silk sari', ['banarasi', 'silk', 'saree']],
    ['blue cotton kurta', ['blue', 'cotton', 'kurti']],
    ['kurti for women', ['kurti']],
    ['kurti under', ['kurti']],
    ['kurti kurta kurtis', ['kurti']],
    ['zari', ['zari']],
    ['sadi', ['saree']],
    ['kutra', ['kurti']],
    ['kurit', ['kurti']],
    ['Saere', ['saree']],
    ['lehnega', ['lehenga']],
    ['shotrs', ['shorts']],
    ['dupatat', ['dupatta']],
    ['chiffno', ['chiffon']],
    ['suti kutra', ['cotton', 'kurti']],
    ['reshmi sadi', ['silk', 'saree']],
    ['kurtaa', ['kurti']],
    ['sareee', ['saree']],
    ['shortss', ['shorts']],
    ['sillk', ['silk']],
    ['lehngaa', ['lehenga']],
    ['teee', ['teee']],
    ['coffee', ['coffee']],
    ['सूती कुर्ती', ['cotton', 'kurti']],
    ['slik', ['slik']],
    ['sarie', ['sarie']],
    ['saadi silk', ['saree', 'silk']],
    ['साड़ी', ['saree']],
    ['सा\u095Cी', ['saree']],
    ['लाल कुर्ती', ['red', 'kurti']],
    ['lal kurti', ['red', 'kurti']],
    ['neeli saree', ['blue', 'saree']],
    ['काली साड़ी', ['black', 'saree']],
    ['gray tshirt', ['grey', 't-shirt']],
    ['mehroon suit', ['maroon', 'suits']],
    ['shaadi lehenga', ['wedding', 'lehenga']],
    ['शादी की साड़ी', ['wedding', 'saree']],
    ['shaadi ki saree', ['wedding', 'saree']],
    ['daily wear kurti', ['casual', 'kurti']],
    ['party wear saree', ['party', 'saree']],
    ['kurti for girl', ['kurti']],
    ['लड़कियों के लिए कुर्ती', ['kurti']],
    ['कुरता', ['kurti']],
    ['सलवार सूट', ['suits']],
    ['टी शर्ट under 500', ['t-shirt']],
    ['चुन्नी', ['dupatta']],
    ['shalwar', ['suits']],
    ['jhumki', ['jhumka']],
    ['salvar suit', ['suits']],
    ['bandhej dupatta', ['bandhani', 'dupatta']],
    ['kurtee', ['kurti']],
    // One letter left out or mistyped is the search's to widen (oneLetterMeanings), not a term of its own.
    ['krta', ['krta']],
    ['shirt', ['shirt']],
    ['', []],
  ])('%j → %j', (raw, expected) => {
    expect(searchTerms(raw)).toEqual(expected);
  });
});

describe('parseSearchText', () => {
  it.each([
    ['kurti under 800', { terms: ['kurti'], maxPrice: 800 }],
    ['saree below ₹1500', { terms: ['saree'], maxPrice: 1500 }],
    ['saree below rs. 1500', { terms: ['saree'], maxPrice: 1500 }],
    ['tee over 500', { terms: ['t-shirt'], minPrice: 500 }],
    ['above 300 under 900 shorts', { terms: ['shorts'], minPrice: 300, maxPrice: 900 }],
    ['kurti 800', { terms: ['kurti', '800'] }],
  ])('%j → %j', (raw, expected) => {
    expect(parseSearchText(raw)).toEqual(expected);
  });
});

describe('SEARCH_SYNONYMS', () => {
  it('maps to every category name, and no variant to two words', () => {
    const targets = SEARCH_SYNONYMS.map((s) => s.to);
    for (const category of CATEGORIES) expect(targets).toContain(category);
    const variants = SEARCH_SYNONYMS.flatMap((s) => s.from);
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('leaves the catalogue words as they are', () => {
    for (const { to } of SEARCH_SYNONYMS) expect(canonicalTerm(to)).toBe(to);
  });
});

describe('oneLetterMeanings', () => {
  it.each([
    ['krta', ['kurti']],
    ['kurtz', []],
    ['shrts', ['shorts']],
    ['tshrt', ['t-shirt']],
    ['sree', ['saree']],
    ['dupatt', ['dupatta']],
    ['salwaar', ['suits']],
    ['kurtaset', []],
    ['kurta', []],
    ['kurti', []],
    ['silk', []],
    ['sari', []],
    ['zari', []],
    ['suti', []],
    ['coffee', []],
    ['कुर्त', []],
  ])('%j → %j', (term, expected) => {
    expect(oneLetterMeanings(term)).toEqual(expected);
  });

  it('reads "shirt" as a t-shirt with its t left out, not as "short" mistyped', () => {
    expect(oneLetterMeanings('shirt')).toEqual(['t-shirt']);
  });
});

describe('devanagariSpellings', () => {
  it('gives the Devanagari words a query maps to a catalogue word, normalised, phrases as their words', () => {
    expect(devanagariSpellings('anarkali')).toEqual([['अनारकली']]);
    expect(devanagariSpellings('t-shirt')).toEqual([['टी', 'शर्ट'], ['टीशर्ट']]);
    expect(devanagariSpellings('saree')).toContainEqual(['साड़ी'.normalize('NFC')]);
    for (const [spelling] of devanagariSpellings('kurti')) expect(searchTerms(spelling ?? '')).toEqual(['kurti']);
    expect(devanagariSpellings('cotton')).toEqual([['सूती']]);
  });

  it('gives none for a word without Devanagari spellings, and never a Latin one', () => {
    expect(devanagariSpellings('georgette')).toEqual([]);
    expect(devanagariSpellings('chiffon')).toEqual([]);
    const words = SEARCH_SYNONYMS.flatMap(({ to }) => devanagariSpellings(to).flat());
    expect(words.filter((word) => /[a-z]/.test(word))).toEqual([]);
  });
});
