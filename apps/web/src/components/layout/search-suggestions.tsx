import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@vastra/domain/api';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, resolveImageUrl } from '@vastra/domain/catalog';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { callAfterFirstPaint } from '../../lib/api/call-after-first-paint';
import { useI18n } from '../../lib/i18n';
import { useCategoryNameIn } from '../../lib/category-names';
import { cn } from '../ui/cn';

export type SuggestionsState = { open: boolean; activeId: string | undefined };

export type SearchSuggestionsProps = {
  text: string;
  focused: boolean;
  listboxId: string;
  /** The field's keys come here first; true when a key was used (arrows, Enter on an option, Escape). */
  keyHandlerRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => boolean) | null>;
  onStateChange: (state: SuggestionsState) => void;
  onPicked: () => void;
};

/** GET /api/client/search/suggestions?q=; `signal` aborts it when the shopper has typed on. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return (await callAfterFirstPaint('searchSuggestions', { query: { q }, signal })).suggestions;
}

/** `value` once it has stayed the same for `ms` (empty until then, also when the list first mounts). */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const hrefOf = (suggestion: Suggestion) =>
  suggestion.kind === 'category'
    ? `/shop?category=${encodeURIComponent(suggestion.category)}`
    : `/product/${encodeURIComponent(suggestion.productId)}`;

/**
 * The suggestion list under the navbar's search field (ARIA 1.2 combobox with a listbox): asked
 * SUGGEST_DEBOUNCE_MS after the last key from SUGGEST_MIN_CHARS characters, the request for older text
 * aborted (TanStack Query cancels a query nobody watches any more). ArrowDown/ArrowUp move through the
 * options, Enter opens the active one (a category's shop page or a product's page), Escape closes
 * the list; without an active option Enter searches.
 */
export default function SearchSuggestions({
  text,
  focused,
  listboxId,
  keyHandlerRef,
  onStateChange,
  onPicked,
}: SearchSuggestionsProps) {
  const { t } = useI18n();
  const nameIn = useCategoryNameIn();
  const navigate = useNavigate();
  const typed = text.trim();
  const settled = useDebounced(typed, SUGGEST_DEBOUNCE_MS);
  const enabled = settled.length >= SUGGEST_MIN_CHARS;
  const suggestions = useQuery({
    queryKey: ['products', 'search', 'suggestions', settled],
    queryFn: ({ signal }) => getSuggestions(settled, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const options = enabled && typed.length >= SUGGEST_MIN_CHARS ? (suggestions.data ?? []) : [];
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [lastText, setLastText] = useState(text);
  if (lastText !== text) {
    setLastText(text);
    setActive(-1);
    setDismissed(false);
  }
  const open = focused && !dismissed && options.length > 0;
  const activeId = open && active >= 0 ? `${listboxId}-${active}` : undefined;

  useEffect(() => {
    onStateChange({ open, activeId });
  }, [open, activeId, onStateChange]);

  const pick = (suggestion: Suggestion) => {
    onPicked();
    void navigate(hrefOf(suggestion));
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (event.key === 'Escape' && open) {
      setDismissed(true);
      setActive(-1);
      return true;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return false;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
      } else {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the field itself: the arrows go round through it.
        setActive((index) => ((index + 1 + step + options.length + 1) % (options.length + 1)) - 1);
      }
      return true;
    }
    if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
      return true;
    }
    return false;
  };
  useEffect(() => {
    keyHandlerRef.current = onKey;
  });
  useEffect(
    () => () => {
      keyHandlerRef.current = null;
    },
    [keyHandlerRef],
  );

  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label={t('Suggestions')}
      hidden={!open}
      className={
        'absolute top-full right-0 left-0 z-50 mt-2 max-h-[70dvh] overflow-y-auto rounded-2xl border border-line ' +
        'bg-paper py-2 shadow-xl'
      }
    >
      {options.map((suggestion, index) => (
        // The keys are the field's (aria-activedescendant), as the combobox pattern has it.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={suggestion.kind === 'category' ? `c-${suggestion.category}` : `p-${suggestion.productId}`}
          id={`${listboxId}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(suggestion)}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 text-sm text-ink',
            index === active ? 'bg-sand' : 'hover:bg-sand/60',
          )}
        >
          {suggestion.kind === 'product' ? (
            <>
              {suggestion.image ? (
                <img
                  src={resolveImageUrl(suggestion.image, window.location.origin)}
                  alt=""
                  width={32}
                  height={40}
                  className="h-10 w-8 shrink-0 rounded object-cover"
                />
              ) : (
                <span aria-hidden="true" className="h-10 w-8 shrink-0 rounded bg-sand" />
              )}
              <span className="min-w-0 flex-1 truncate">{suggestion.text}</span>
              <span className="shrink-0 text-muted">
                {formatRupeesFromRupees(suggestion.price).replace(/\.00$/, '')}
              </span>
            </>
          ) : (
            <>
              <span className="min-w-0 flex-1 truncate">{nameIn(suggestion.category, suggestion.text)}</span>
              <span className="shrink-0 text-xs text-muted">{t('Category')}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
