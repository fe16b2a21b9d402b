import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POLICY_SLUGS, POLICY_TITLES, type PolicySlug } from '@vastra/domain/policies';
import { formatRupeesFromRupees } from '@vastra/domain/money';
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
 */
export type PolicySources = Readonly<Record<PolicySlug, string>>;

export interface PolicyPage {
  slug: PolicySlug;
  title: string;
  html: string;
}

/** The values a page may name, from the settings and the shop's name. */
function valuesOf(settings: ShopSettings, shopName: string): Record<string, string> {
  const { seller, grievance, returns, cod } = settings;
  const days = returns.windowDays;
  return {
    'shop.name': shopName,
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
    'returns.window': `${days} ${days === 1 ? 'day' : 'days'}`,
    // As checkout words the limit (SETTINGS_MESSAGES.overLimit).
    'cod.maxOrderValue': cod.maxOrderValue === null ? 'no limit' : formatRupeesFromRupees(cod.maxOrderValue),
    'cod.confirmationHours': String(cod.confirmation.hours),
  };
}

/** The conditions a page's parts may depend on. */
function conditionsOf(settings: ShopSettings): Record<string, boolean> {
  return {
    'returns.on': settings.returns.windowDays > 0,
    'cod.limit': settings.cod.maxOrderValue !== null,
    'cod.pinRule': settings.cod.onlyWherePinAllows,
    'cod.confirmation': settings.cod.confirmation.enabled,
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

/** The Markdown of every page, read once (at start-up). */
export function readPolicySources(dir = path.join(findAppRoot(), 'src/modules/policies/content')): PolicySources {
  return Object.fromEntries(
    POLICY_SLUGS.map((slug) => [slug, readFileSync(path.join(dir, `${slug}.md`), 'utf8')]),
  ) as Record<PolicySlug, string>;
}

/**
 * The pages for given settings, rendered once per change of the settings: the same settings object answers the pages
 * it gave last, and so does an equal one (the settings cache hands out a fresh object every few seconds).
 */
export function createPolicyPages(sources: PolicySources, shopName: string) {
  for (const slug of POLICY_SLUGS) {
    const unknown = unknownNames(sources[slug]);
    if (unknown.length) throw new Error(`The ${slug} policy names unknown settings: ${unknown.join(', ')}`);
  }
  let last: { settings: ShopSettings; key: string; pages: ReadonlyMap<PolicySlug, PolicyPage> } | null = null;

  return function pagesFor(settings: ShopSettings): ReadonlyMap<PolicySlug, PolicyPage> {
    if (last?.settings === settings) return last.pages;
    const values = valuesOf(settings, shopName);
    const conditions = conditionsOf(settings);
    const key = JSON.stringify([values, conditions]);
    if (last?.key === key) {
      last = { ...last, settings };
      return last.pages;
    }
    const pages = new Map(
      POLICY_SLUGS.map((slug): [PolicySlug, PolicyPage] => [
        slug,
        { slug, title: POLICY_TITLES[slug], html: renderPolicy(sources[slug], values, conditions) },
      ]),
    );
    last = { settings, key, pages };
    return pages;
  };
}
