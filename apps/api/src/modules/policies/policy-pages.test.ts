import { POLICY_SLUGS } from '@vastra/domain/policies';
import { DEFAULT_SHOP_SETTINGS } from '@vastra/domain/settings';
import { describe, expect, it } from 'vitest';
import { createPolicyPages, readPolicySources, renderPolicy, unknownNames } from './policy-pages';

const sources = readPolicySources();

describe('the policy Markdown in the repository', () => {
  it.each(POLICY_SLUGS)('%s names only known settings and conditions', (slug) => {
    expect(unknownNames(sources[slug])).toEqual([]);
  });

  it('finds a misspelt setting or condition', () => {
    expect(unknownNames('Write to {{seller.mail}}. {{#returns.of}}x{{/returns.of}} {{returns.windowDays}}')).toEqual([
      'seller.mail',
      '?returns.of',
    ]);
  });

  it('refuses pages that name an unknown setting when the pages are created', () => {
    expect(() => createPolicyPages({ ...sources, terms: 'Hello {{seller.nmae}}' }, 'Vastra')).toThrow(
      'The terms policy names unknown settings: seller.nmae',
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
});
