import { POLICY_SLUGS } from '@vastra/domain/policies';
import { DEFAULT_SHOP_SETTINGS } from '@vastra/domain/settings';
import { describe, expect, it } from 'vitest';
import {
  createPolicyPages,
  namesIn,
  readPolicySources,
  renderPolicy,
  translationDifferences,
  unknownNames,
} from './policy-pages';

const sources = readPolicySources();

describe('the policy Markdown in the repository', () => {
  it.each(POLICY_SLUGS)('%s names only known settings and conditions, in English and in Hindi', (slug) => {
    expect(unknownNames(sources.en[slug])).toEqual([]);
    expect(unknownNames(sources.hi[slug])).toEqual([]);
  });

  it.each(POLICY_SLUGS)(
    '%s in Hindi names the same settings and parts as in English, so settings fill both',
    (slug) => {
      expect(namesIn(sources.hi[slug])).toEqual(namesIn(sources.en[slug]));
      expect(translationDifferences(sources.en[slug], sources.hi[slug])).toEqual([]);
    },
  );

  it.each(POLICY_SLUGS)('%s in Hindi is a translation: its headings are Hindi, none left in English', (slug) => {
    const headings = (source: string) => [...source.matchAll(/^## (.+)$/gm)].map((m) => m[1] ?? '');
    expect(headings(sources.hi[slug])).toHaveLength(headings(sources.en[slug]).length);
    for (const heading of headings(sources.hi[slug])) expect(heading).toMatch(/[\u0900-\u097F]/);
  });

  it('finds a misspelt setting or condition', () => {
    expect(unknownNames('Write to {{seller.mail}}. {{#returns.of}}x{{/returns.of}} {{returns.windowDays}}')).toEqual([
      'seller.mail',
      '?returns.of',
    ]);
  });

  it('refuses pages that name an unknown setting when the pages are created', () => {
    expect(() =>
      createPolicyPages({ ...sources, en: { ...sources.en, terms: 'Hello {{seller.nmae}}' } }, 'Vastra'),
    ).toThrow('The terms policy names unknown settings: seller.nmae');
    expect(() =>
      createPolicyPages({ ...sources, hi: { ...sources.hi, terms: 'नमस्ते {{seller.nmae}}' } }, 'Vastra'),
    ).toThrow('The terms policy in hi names unknown settings: seller.nmae');
  });

  it('finds a translation that drops a setting, adds one or turns a part around', () => {
    const english = 'Write to {{seller.email}}.\n{{#returns.on}}\nWithin {{returns.window}}.\n{{/returns.on}}\n';
    const faithful = 'लिखें {{seller.email}}।\n{{#returns.on}}\n{{returns.window}}।\n{{/returns.on}}\n';
    expect(translationDifferences(english, faithful)).toEqual([]);
    expect(
      translationDifferences(english, 'लिखें।\n{{#returns.on}}\n{{returns.window}} {{shop.name}}\n{{/returns.on}}\n'),
    ).toEqual(['{{shop.name}} only in the translation', '{{seller.email}} missing from the translation']);
    expect(
      translationDifferences(english, '{{seller.email}}\n{{^returns.on}}\n{{returns.window}}\n{{/returns.on}}\n'),
    ).toEqual(['{{^returns.on}} only in the translation', '{{#returns.on}} missing from the translation']);
    const twoParts = '{{#cod.limit}}\nA\n{{/cod.limit}}\n{{#cod.pinRule}}\nB\n{{/cod.pinRule}}\n';
    const swapped = '{{#cod.pinRule}}\nB\n{{/cod.pinRule}}\n{{#cod.limit}}\nA\n{{/cod.limit}}\n';
    expect(translationDifferences(twoParts, swapped)).toEqual([
      'its parts are #cod.pinRule, #cod.limit, in English #cod.limit, #cod.pinRule',
    ]);
  });

  it('refuses a Hindi page whose settings differ from the English when the pages are created', () => {
    const hi = { ...sources.hi, grievance: sources.hi.grievance.replaceAll('{{grievance.phone}}', '') };
    expect(() => createPolicyPages({ ...sources, hi }, 'Vastra')).toThrow(
      'The grievance policy in hi differs from the English: {{grievance.phone}} missing from the translation',
    );
  });
});

describe('renderPolicy', () => {
  const values = { 'seller.email': 'a&b@x.in', 'grievance.name': '<i>Ravi</i>' };

  it('fills a value in text and in a link, escaped after the Markdown is rendered', () => {
    expect(renderPolicy('**{{grievance.name}}**: [{{seller.email}}](mailto:{{seller.email}})', values, {})).toBe(
      '<p><strong>&lt;i&gt;Ravi&lt;/i&gt;</strong>: <a href="mailto:a&amp;b@x.in">a&amp;b@x.in</a></p>\n',
    );
  });

  it('keeps a value with Markdown in it as it is (no emphasis, no link)', () => {
    const html = renderPolicy('{{grievance.name}}', { 'grievance.name': '*Ravi* [x](javascript:alert(1))' }, {});
    expect(html).toBe('<p>*Ravi* [x](javascript:alert(1))</p>\n');
  });

  it('shows a part only when its condition holds, and its inverse only when it does not', () => {
    const source = 'A\n{{#returns.on}}\nB\n{{/returns.on}}\n{{^returns.on}}\nC\n{{/returns.on}}\nD';
    expect(renderPolicy(source, {}, { 'returns.on': true })).toBe('<p>A\nB\nD</p>\n');
    expect(renderPolicy(source, {}, { 'returns.on': false })).toBe('<p>A\nC\nD</p>\n');
  });
});

describe('createPolicyPages', () => {
  it('renders once per change of the settings: the same or equal settings answer the same pages', () => {
    const pagesFor = createPolicyPages(sources, 'Vastra');
    const first = pagesFor(DEFAULT_SHOP_SETTINGS);
    expect(pagesFor(DEFAULT_SHOP_SETTINGS)).toBe(first);
    expect(pagesFor(structuredClone(DEFAULT_SHOP_SETTINGS))).toBe(first);
    // A change the pages do not show (the HSN codes) renders nothing again either.
    expect(pagesFor({ ...DEFAULT_SHOP_SETTINGS, tax: { ...DEFAULT_SHOP_SETTINGS.tax, greyBand: 'lower' } })).toBe(
      first,
    );

    const changed = pagesFor({ ...DEFAULT_SHOP_SETTINGS, returns: { windowDays: 10 } });
    expect(changed).not.toBe(first);
    expect(changed.get('returns')?.html).toContain('<strong>10 days of delivery</strong>');
    expect(first.get('returns')?.html).toContain('<strong>7 days of delivery</strong>');
  });

  it('renders each language once per change of the settings, the values worded in it', () => {
    const pagesFor = createPolicyPages(sources, 'Vastra');
    const english = pagesFor(DEFAULT_SHOP_SETTINGS);
    const hindi = pagesFor(DEFAULT_SHOP_SETTINGS, 'hi');
    expect(hindi).not.toBe(english);
    expect(pagesFor(DEFAULT_SHOP_SETTINGS, 'en')).toBe(english);
    expect(pagesFor(structuredClone(DEFAULT_SHOP_SETTINGS), 'hi')).toBe(hindi);
    expect(pagesFor(DEFAULT_SHOP_SETTINGS)).toBe(english);
    expect(hindi.get('returns')).toMatchObject({ slug: 'returns', title: 'Returns & exchanges' });
    expect(hindi.get('returns')?.html).toContain('<strong>डिलीवरी के 7 दिन के अंदर</strong>');

    const changed = pagesFor({ ...DEFAULT_SHOP_SETTINGS, returns: { windowDays: 1 } }, 'hi');
    expect(changed).not.toBe(hindi);
    expect(changed.get('returns')?.html).toContain('<strong>डिलीवरी के 1 दिन के अंदर</strong>');
    expect(pagesFor(DEFAULT_SHOP_SETTINGS)).toBe(english);
  });
});
