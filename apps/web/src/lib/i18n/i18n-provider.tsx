import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageCookie,
  languageFromCookie,
  LOCALES,
  type Language,
} from '@vastra/domain/i18n';
import { loadCatalogue } from './load-catalogue';
import { createTranslator, ENGLISH, type Catalogue, type Translator } from './translate';

export type I18n = Translator & {
  /** Switches the storefront to `language` and remembers it (the cookie the server draws pages in). */
  setLanguage: (language: Language) => Promise<void>;
};

const I18nContext = createContext<I18n>({ ...ENGLISH, setLanguage: () => Promise.resolve() });

/**
 * The shopper's language for everything below (docs/decisions/136-hindi-storefront.md): given with its catalogue
 * already loaded, so the first render (the server's and the hydration alike) is in it.
 */
export function I18nProvider({
  language = DEFAULT_LANGUAGE,
  catalogue = null,
  children,
}: {
  language?: Language;
  catalogue?: Catalogue | null;
  children: ReactNode;
}) {
  const [translator, setTranslator] = useState(() => createTranslator(language, catalogue));
  const setLanguage = useCallback(async (next: Language) => {
    const loaded = await loadCatalogue(next);
    document.cookie = languageCookie(next);
    document.documentElement.lang = LOCALES[next];
    startTransition(() => setTranslator(createTranslator(next, loaded)));
  }, []);
  // A page kept by the service worker from before the shopper switched is in the old language: switch once taken over.
  useEffect(() => {
    if (!document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return;
    const chosen = languageFromCookie(document.cookie);
    if (chosen !== translator.language) void setLanguage(chosen);
    // Once, after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const value = useMemo(() => ({ ...translator, setLanguage }), [translator, setLanguage]);

  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The shopper's language: `t`, `tn`, Indian number and date formats, and the switch. English outside a provider. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
