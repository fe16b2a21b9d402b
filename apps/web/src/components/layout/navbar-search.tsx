import { Suspense, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { cn } from '../ui/cn';
import { SearchIcon } from './icons';
import type { SuggestionsState } from './search-suggestions';

// The suggestions (their query, debounce and list) load on the field's first focus: not on the first paint.
const SearchSuggestions = lazyPart(() => import('./search-suggestions').then((module) => module.default));

/** The text of /shop's `q` for the address shown, so the field says what the results are for. */
function addressText(pathname: string, search: string): string {
  return pathname === '/shop' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * The navbar's product search: a field at desktop width; on smaller screens a 'Search' button that
 * opens it (it closes again on Escape or when it loses focus empty). Submitting opens /shop?q=…; while
 * typing, suggestions (search-suggestions.tsx) follow the ARIA combobox pattern.
 */
export function NavbarSearch() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(() => addressText(location.pathname, location.search));
  const [lastKey, setLastKey] = useState(location.key);
  const [expanded, setExpanded] = useState(false);
  const [activated, setActivated] = useState(false);
  const [focused, setFocused] = useState(false);
  const [popup, setPopup] = useState<SuggestionsState>({ open: false, activeId: undefined });
  const keyHandlerRef = useRef<((event: ReactKeyboardEvent<HTMLInputElement>) => boolean) | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const formId = `${id}-form`;

  if (lastKey !== location.key) {
    setLastKey(location.key);
    setText(addressText(location.pathname, location.search));
    setExpanded(false);
  }

  const open = () => {
    setExpanded(true);
    // After the field is shown.
    queueMicrotask(() => inputRef.current?.focus());
  };

  return (
    <div className="flex items-center xl:static">
      <button
        type="button"
        aria-label={t('Search')}
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => (expanded ? setExpanded(false) : open())}
        className={cn(
          'grid size-11 place-items-center rounded-full text-ink hover:bg-sand xl:hidden',
          expanded && 'bg-sand',
        )}
      >
        <SearchIcon className="size-6" />
      </button>
      <form
        id={formId}
        role="search"
        aria-label={t('Products')}
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          if (!q) return;
          inputRef.current?.blur();
          void navigate(`/shop?${new URLSearchParams({ q }).toString()}`);
        }}
        className={cn(
          'absolute top-full right-0 left-0 border-b border-line bg-paper px-4 py-3 shadow-lg ' +
            'xl:relative xl:top-auto xl:w-64 xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none 2xl:w-72',
          expanded ? 'block' : 'hidden xl:block',
        )}
      >
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">
            <SearchIcon />
          </span>
          <input
            ref={inputRef}
            type="search"
            name="q"
            role="combobox"
            aria-label={t('Search products')}
            aria-autocomplete="list"
            aria-expanded={popup.open}
            aria-controls={listboxId}
            aria-activedescendant={popup.activeId}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('Search kurtis, sarees…')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => {
              setActivated(true);
              setFocused(true);
            }}
            onBlur={() => {
              setFocused(false);
              if (text.trim() === '') setExpanded(false);
            }}
            onKeyDown={(event) => {
              if (keyHandlerRef.current?.(event)) return;
              if (event.key === 'Escape' && text === '') {
                setExpanded(false);
                inputRef.current?.blur();
              }
            }}
            className={
              'min-h-11 w-full rounded-full border border-line bg-paper pr-4 pl-10 text-sm text-ink ' +
              'placeholder:text-muted focus:border-ink focus:outline-none xl:min-h-10'
            }
          />
          {activated && (
            <Suspense fallback={null}>
              <SearchSuggestions
                text={text}
                focused={focused}
                listboxId={listboxId}
                keyHandlerRef={keyHandlerRef}
                onStateChange={setPopup}
                onPicked={() => {
                  setText('');
                  inputRef.current?.blur();
                }}
              />
            </Suspense>
          )}
        </div>
      </form>
    </div>
  );
}
