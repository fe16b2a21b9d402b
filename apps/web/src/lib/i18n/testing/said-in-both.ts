import { expect, it } from 'vitest';
import { createTranslator, ENGLISH, type Translator } from '..';
import { hi } from '../hi';

/** The Hindi translator, with the storefront's whole catalogue. */
export const HINDI = createTranslator('hi', hi);

/**
 * Tests that `text` keeps each server text of `said` ([English, Hindi]) word for word in English and says it exactly
 * as given in Hindi.
 */
export function itSaysEach(
  said: readonly (readonly [string, string])[],
  text: (message: string, t: Translator['t']) => string,
): void {
  it.each(said)('keeps the English word for word: %s', (english) => {
    expect(text(english, ENGLISH.t)).toBe(english);
  });
  it.each(said)("says the server's %s in Hindi", (english, hindi) => {
    expect(text(english, HINDI.t)).toBe(hindi);
  });
}
