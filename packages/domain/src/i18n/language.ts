/**
 * The storefront's languages (docs/decisions/136-hindi-storefront.md): English, the specification's, and Hindi. The
 * shopper's choice is kept in a cookie so the server draws each page in it.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers the shopper's language: `vastra_lang=hi`. */
export const LANGUAGE_COOKIE = 'vastra_lang';

/** A year, in seconds: how long the choice is remembered. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The locale each language formats with, and the page's `lang`: India's (en-IN groups lakhs: ₹12,34,567.50; hi-IN
 * keeps Latin digits, which shoppers search and copy).
 */
export const LOCALES: Readonly<Record<Language, 'en-IN' | 'hi-IN'>> = { en: 'en-IN', hi: 'hi-IN' };

/** The name of each language in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a `Cookie` header remembers; English when none or an unknown one. */
export function languageFromCookie(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1 || part.slice(0, equals).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(equals + 1).trim();
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

/** The language of a page's `lang` attribute ('hi-IN' → 'hi'); English for any other. */
export function languageOfLocale(locale: string | null | undefined): Language {
  const base = (locale ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** The `Set-Cookie` value that remembers `language` for a year, on the whole site. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
