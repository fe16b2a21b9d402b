import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookie, languageOfLocale } from './language';

describe('the shopper’s language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['vastra_lang=hi', 'hi'],
    ['a=1; vastra_lang=hi; b=2', 'hi'],
    ['vastra_lang=en', 'en'],
    ['vastra_lang=fr', 'en'],
    ['vastra_lang=', 'en'],
    ['other_vastra_lang=hi', 'en'],
    ['vastra_lang=hi=x', 'en'],
  ])('is read from the cookie header %j as %s', (header, language) => {
    expect(languageFromCookie(header)).toBe(language);
  });

  it.each([
    ['hi-IN', 'hi'],
    ['hi', 'hi'],
    ['en-IN', 'en'],
    ['ta-IN', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('is read from the page’s lang %j as %s', (locale, language) => {
    expect(languageOfLocale(locale)).toBe(language);
  });

  it('is remembered for a year on the whole site', () => {
    expect(languageCookie('hi')).toBe('vastra_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
