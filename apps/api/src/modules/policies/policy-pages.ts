import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vastra/domain/i18n';
import { POLICY_SLUGS, POLICY_TITLES, type PolicySlug } from '@vastra/domain/policies';
import { formatRupeesFromRupees, formatRupeesWholeFromRupees as fee } from '@vastra/domain/money';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@vastra/domain/settings';
import { Marked } from 'marked';
import { findAppRoot } from '../../app-root';

/**
 * The policy pages are Markdown in ./content (one file per slug), written for the shop, with the owner's settings
 * filled in (docs/decisions/042-policy-pages.md):
 *
 * - `{{seller.email}}` … a setting's value, HTML-escaped, wherever it stands (text or a link's address);
 * - `{{#returns.on}}…{{/returns.on}}` a part shown only when the condition holds, `{{^returns.on}}…{{/returns.on}}`
 *   one shown only when it does not (no nesting).
 *
 * The same pages in Hindi are in ./content/hi (docs/decisions/136-hindi-storefront.md), a translation of the English
 * with the same placeholders and parts, so the owner's settings fill both.
 */
export type PolicyTexts = Readonly<Record<PolicySlug, string>>;

/** The Markdown of every page in every language. */
export type PolicySources = Readonly<Record<Language, PolicyTexts>>;

export interface PolicyPage {
  slug: PolicySlug;
  title: string;
  html: string;
}

/** The words a value is given in, by language ("7 days" / "7 दिन"); the settings themselves are the same. */
const UNITS: Readonly<Record<Language, { days: (days: number) => string; noLimit: string }>> = {
  en: { days: (days) => `${days} ${days === 1 ? 'day' : 'days'}`, noLimit: 'no limit' },
  hi: { days: (days) => `${days} दिन`, noLimit: 'कोई सीमा नहीं' },
};

/** The five categories a shop starts with (migration 0024), named as the storefront names them. */
export const DEFAULT_CATEGORY_NAMES: readonly string[] = ['Kurti', 'Suits', 'T-Shirt', 'Saree', 'Shorts'];

/** The values a page may name, from the settings, the shop's name and its categories, worded in `language`. */
function valuesOf(
  settings: ShopSettings,
  shopName: string,
  language: Language = DEFAULT_LANGUAGE,
  categories: readonly string[] = DEFAULT_CATEGORY_NAMES,
): Record<string, string> {
  const { seller, grievance, returns, cod, delivery } = settings;
  const days = returns.windowDays;
  const units = UNITS[language];
  return {
    'shop.name': shopName,
    // The shown categories as the owner names them, listed as the language lists things ("A, B and C").
    'shop.categories': new Intl.ListFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { type: 'conjunction' }).format(
      categories,
    ),
    'seller.legalName': seller.legalName,
    'seller.address': seller.address,
    'seller.city': seller.city,
    'seller.state': seller.state,
    'seller.pincode': seller.pincode,
    'seller.gstin': seller.gstin,
    'seller.email': seller.email,
    'seller.phone': seller.phone,
    'grievance.name': grievance.name,
    'grievance.designation': grievance.designation,
    'grievance.email': grievance.email,
    'grievance.phone': grievance.phone,
    'grievance.address': grievance.address,
    'returns.windowDays': String(days),
    'returns.window': units.days(days),
    // As checkout words the limit (SETTINGS_MESSAGES.overLimit); rupees are written the same in both languages.
    'cod.maxOrderValue': cod.maxOrderValue === null ? units.noLimit : formatRupeesFromRupees(cod.maxOrderValue),
    'cod.confirmationHours': String(cod.confirmation.hours),
    // As the product page and checkout word a fee (docs/decisions/087-delivery-and-cod-fees.md): ₹49, not ₹49.00.
    'delivery.fee': fee(delivery.feeRupees),
    'delivery.freeAbove': delivery.freeAboveRupees === null ? '' : fee(delivery.freeAboveRupees),
    'delivery.codFee': fee(delivery.codFeeRupees),
  };
}

/** The conditions a page's parts may depend on. */
function conditionsOf(settings: ShopSettings): Record<string, boolean> {
  return {
    'returns.on': settings.returns.windowDays > 0,
    'cod.limit': settings.cod.maxOrderValue !== null,
    'cod.pinRule': settings.cod.onlyWherePinAllows,
    'cod.confirmation': settings.cod.confirmation.enabled,
    'delivery.charged': settings.delivery.feeRupees > 0,
    'delivery.threshold': settings.delivery.feeRupees > 0 && settings.delivery.freeAboveRupees !== null,
    'delivery.codCharged': settings.delivery.codFeeRupees > 0,
    'delivery.anyFee': settings.delivery.feeRupees > 0 || settings.delivery.codFeeRupees > 0,
  };
}

const VALUE_NAMES = Object.keys(valuesOf(DEFAULT_SHOP_SETTINGS, ''));
const CONDITION_NAMES = Object.keys(conditionsOf(DEFAULT_SHOP_SETTINGS));

const PLACEHOLDER = /\{\{([\w.]+)\}\}/g;
const SECTION = /\{\{([#^])([\w.]+)\}\}\n?([\s\S]*?)\{\{\/\2\}\}\n?/g;
/** What a placeholder stands as while Markdown is rendered: letters and digits only, which marked leaves alone. */
const token = (index: number) => `vastraph${index}x`;
const TOKEN = /vastraph(\d+)x/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The names a source uses that are not known (a typo in a page): checked when the pages are created. */
export function unknownNames(source: string): string[] {
  const withoutSections = source.replace(SECTION, (_all, _kind: string, name: string, body: string) =>
    CONDITION_NAMES.includes(name) ? body : `{{?${name}}}`,
  );
  const unknown = [...withoutSections.matchAll(/\{\{([^}]*)\}\}/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !VALUE_NAMES.includes(name));
  return [...new Set(unknown)];
}

/**
 * Every placeholder and part a source names, as written (`seller.email`, `#returns.on`, `^returns.on`,
 * `/returns.on`), sorted: a translation names the same ones as the English.
 */
export function namesIn(source: string): string[] {
  return [...new Set([...source.matchAll(/\{\{([^}]*)\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

/** The parts of a source in order (`#returns.on`, `^returns.on` …): a translation has the same, in the same order. */
export function partsIn(source: string): string[] {
  return [...source.matchAll(SECTION)].map((m) => `${m[1] ?? ''}${m[2] ?? ''}`);
}

/** How a translation's placeholders and parts differ from the English ones (nothing when they are the same). */
export function translationDifferences(english: string, translation: string): string[] {
  const [en, other] = [namesIn(english), namesIn(translation)];
  const differences = [
    ...other.filter((name) => !en.includes(name)).map((name) => `{{${name}}} only in the translation`),
    ...en.filter((name) => !other.includes(name)).map((name) => `{{${name}}} missing from the translation`),
  ];
  if (differences.length === 0 && partsIn(english).join() !== partsIn(translation).join()) {
    differences.push(`its parts are ${partsIn(translation).join(', ')}, in English ${partsIn(english).join(', ')}`);
  }
  return differences;
}

const marked = new Marked({ gfm: true, async: false });

/**
 * One page as HTML: its parts chosen, each placeholder kept as a token while the repository's Markdown is rendered,
 * then replaced by its value escaped (an owner's `<script>` in a setting comes out as text).
 */
export function renderPolicy(source: string, values: Record<string, string>, conditions: Record<string, boolean>) {
  const chosen = source.replace(SECTION, (_all, kind: string, name: string, body: string) =>
    (conditions[name] ?? false) === (kind === '#') ? body : '',
  );
  const tokenised = chosen.replace(PLACEHOLDER, (_all, name: string) => token(VALUE_NAMES.indexOf(name)));
  const html = marked.parse(tokenised, { async: false });
  return html.replace(TOKEN, (_all, index: string) => escapeHtml(values[VALUE_NAMES[Number(index)] ?? ''] ?? ''));
}

/** The Markdown of every page, read once (at start-up): English in `dir`, the other languages in `dir/{language}`. */
export function readPolicySources(dir = path.join(findAppRoot(), 'src/modules/policies/content')): PolicySources {
  const read = (folder: string): PolicyTexts =>
    Object.fromEntries(
      POLICY_SLUGS.map((slug) => [slug, readFileSync(path.join(folder, `${slug}.md`), 'utf8')]),
    ) as Record<PolicySlug, string>;
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, read(language === 'en' ? dir : path.join(dir, language))]),
  ) as Record<Language, PolicyTexts>;
}

/** What is wrong with the sources: an unknown name, or a translation with other placeholders or parts than English. */
export function sourceProblems(sources: PolicySources): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const page = (slug: PolicySlug) => (language === 'en' ? `The ${slug} policy` : `The ${slug} policy in ${language}`);
    for (const slug of POLICY_SLUGS) {
      const unknown = unknownNames(sources[language][slug]);
      if (unknown.length) problems.push(`${page(slug)} names unknown settings: ${unknown.join(', ')}`);
      if (language === 'en') continue;
      const differences = translationDifferences(sources.en[slug], sources[language][slug]);
      if (differences.length) problems.push(`${page(slug)} differs from the English: ${differences.join('; ')}`);
    }
  }
  return problems;
}

interface Rendered {
  settings: ShopSettings;
  categories: readonly string[];
  key: string;
  pages: ReadonlyMap<PolicySlug, PolicyPage>;
}

/**
 * The pages for given settings in a language, rendered once per change of the settings and language: the same
 * settings object answers the pages it gave last in that language, and so does an equal one (the settings cache hands
 * out a fresh object every few seconds). A page's title is the domain's (POLICY_TITLES) in every language: the
 * storefront words it itself.
 */
export function createPolicyPages(sources: PolicySources, shopName: string) {
  const problems = sourceProblems(sources);
  if (problems.length) throw new Error(problems.join('\n'));
  const last = new Map<Language, Rendered>();

  return function pagesFor(
    settings: ShopSettings,
    language: Language = DEFAULT_LANGUAGE,
    categories: readonly string[] = DEFAULT_CATEGORY_NAMES,
  ): ReadonlyMap<PolicySlug, PolicyPage> {
    const previous = last.get(language);
    if (previous?.settings === settings && previous.categories === categories) return previous.pages;
    const values = valuesOf(settings, shopName, language, categories);
    const conditions = conditionsOf(settings);
    const key = JSON.stringify([values, conditions]);
    if (previous?.key === key) {
      last.set(language, { ...previous, settings, categories });
      return previous.pages;
    }
    const texts = sources[language];
    const pages = new Map(
      POLICY_SLUGS.map((slug): [PolicySlug, PolicyPage] => [
        slug,
        { slug, title: POLICY_TITLES[slug], html: renderPolicy(texts[slug], values, conditions) },
      ]),
    );
    last.set(language, { settings, categories, key, pages });
    return pages;
  };
}
