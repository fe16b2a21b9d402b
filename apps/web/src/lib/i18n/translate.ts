import { groupIndianDigits, LOCALES, pluralFormOf, type Language } from '@vastra/domain/i18n';

/** A message that changes with a count: the English `other` form is its key in a catalogue. */
export type PluralMessage = { readonly one: string; readonly other: string };

/**
 * A language's messages, keyed by the English text the code is written in (docs/decisions/136-hindi-storefront.md):
 * English needs no catalogue; Hindi's is ./hi. `{name}` marks a value put in.
 */
export type Catalogue = Readonly<Record<string, string | PluralMessage>>;

export type Values = Readonly<Record<string, string | number>>;

/** English marked with `msg` where it is written down (a list of links), translated where it is shown (`tm`). */
export type Message = string & { readonly __message: true };

/** Marks `text` as a message: the Hindi check reads it here, `tm` shows it in the shopper's language. */
export const msg = (text: string) => text as Message;

export interface Translator {
  language: Language;
  /** 'en-IN' or 'hi-IN': for Intl and the page's lang. */
  locale: 'en-IN' | 'hi-IN';
  /** `text` in the language, with `{name}` replaced from `values`. */
  t: (text: string, values?: Values) => string;
  /** A message marked with `msg`, in the language. */
  tm: (message: Message, values?: Values) => string;
  /**
   * The message for `count`: `one` or `other` as the language's plural rules pick (Hindi's "one" covers 0 and 1),
   * with `{count}` as the number in the language's format.
   */
  tn: (count: number, one: string, other: string, values?: Values) => string;
  /** A count, rounded to a whole number, in the language's Indian format: 12,34,567. */
  formatNumber: (value: number) => string;
  /** A date in India's time zone, in the language: '27 Nov 2026' or '27 नव॰ 2026'. */
  formatDate: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const DATE_DEFAULTS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** The translator of `language` with its `catalogue` (null for English, or while Hindi's is missing a message). */
export function createTranslator(language: Language, catalogue: Catalogue | null): Translator {
  const locale = LOCALES[language];
  // Numbers and plural forms are worked out by hand (@vastra/domain/i18n indian-numbers.ts): a page's first
  // Intl.NumberFormat or PluralRules costs a phone a long task (ICU's data).
  const lookup = (text: string) => catalogue?.[text];
  const formatNumber = (value: number) => groupIndianDigits(String(Math.round(value)));
  const t = (text: string, values?: Values) => {
    const found = lookup(text);
    return fill(typeof found === 'string' ? found : text, values);
  };
  return {
    language,
    locale,
    formatNumber,
    t,
    tm: t,
    tn: (count, one, other, values) => {
      const found = lookup(other);
      const forms = typeof found === 'object' ? found : { one, other };
      const form = pluralFormOf(language, count) === 'one' ? forms.one : forms.other;
      return fill(form, { ...values, count: formatNumber(count) });
    },
    formatDate: (value, options = DATE_DEFAULTS) => {
      return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options }).format(new Date(value));
    },
  };
}

export const ENGLISH = createTranslator('en', null);
