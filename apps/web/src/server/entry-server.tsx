import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { InitialPage, LiveOffersResponse, ShopConfig } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import { AppProvider } from '../app/provider';
import { AppRoutes, preloadScreens } from '../app/router';
import { createTranslator, loadCatalogue, type Translator } from '../lib/i18n';
import { provideInitialPage } from '../lib/initial-page';
import { provideLiveOffers } from '../lib/pricing/live-offers';
import { loadEveryPart } from '../lib/lazy-part';

/**
 * The first screen of `url` as HTML for the API to put inside #root
 * (docs/decisions/135-first-screens-drawn-on-the-server.md): drawn from the data the page carries (`page`, the
 * shop's configuration `shop` and the live `offers`), which the browser then hydrates with, for photos at `origin`,
 * in the shopper's `language`. Everything is loaded before the render, which is synchronous: one render never sees
 * another's page.
 */
export async function renderFirstScreen(
  url: string,
  page: InitialPage | null,
  origin: string,
  shop: ShopConfig | null,
  language: Language = 'en',
  offers: LiveOffersResponse | null = null,
): Promise<string> {
  const pathname = new URL(url, origin).pathname;
  await preloadScreens(pathname);
  await loadEveryPart();
  const catalogue = await loadCatalogue(language);
  provideInitialPage(page, origin, shop);
  provideLiveOffers(offers);
  try {
    return renderToString(
      <StrictMode>
        <AppProvider language={language} catalogue={catalogue}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    provideInitialPage(null, origin, null);
    provideLiveOffers(null);
  }
}

/**
 * The app's texts in `language`, for the titles the API writes into a page's head before the app runs
 * (docs/decisions/182-page-titles-in-the-shoppers-language.md).
 */
export async function translatorOf(language: Language): Promise<Translator['t']> {
  return createTranslator(language, await loadCatalogue(language)).t;
}
