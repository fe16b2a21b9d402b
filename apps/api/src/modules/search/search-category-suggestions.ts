import type { Suggestion } from '@vastra/domain/api';
import { normaliseSearchText, parseSearchText, SEARCH_SYNONYMS, SUGGEST_MIN_CHARS } from '@vastra/domain/catalog';
import type { CategoryDefinition } from './search-index';

/**
 * Shown categories whose slug, name, Hindi name (or a spelling of it) starts with what was typed, or that a term names,
 * in the shop's order.
 */
export function categorySuggestions(raw: string, categories: readonly CategoryDefinition[]): Suggestion[] {
  const words = normaliseSearchText(raw).split(' ');
  const typed = words[words.length - 1] ?? '';
  const terms = parseSearchText(raw).terms;
  return categories
    .filter(({ slug, name, hindiName, hidden }) => {
      if (hidden) return false;
      if (terms.includes(slug)) return true;
      if (typed.length < SUGGEST_MIN_CHARS) return false;
      const spellings = [
        slug,
        normaliseSearchText(name),
        ...(hindiName ? [normaliseSearchText(hindiName)] : []),
        ...(SEARCH_SYNONYMS.find((s) => s.to === slug)?.from ?? []),
      ];
      return spellings.some((spelling) => spelling.startsWith(typed));
    })
    .map(({ slug, name }) => ({ kind: 'category' as const, text: name, category: slug }));
}
