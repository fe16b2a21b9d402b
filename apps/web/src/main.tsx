import './lib/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserApp } from './app/app';
import { preloadScreens } from './app/router';
import { afterFirstPaint } from './lib/after-first-paint';
import { loadCatalogue } from './lib/i18n';
import { watchScrollAtPop } from './lib/scroll-at-pop';
import { languageOfLocale } from '@vastra/domain/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Before the router adds its own popstate listener: the scroll restoration needs the page left as it was.
watchScrollAtPop();
// The first screen's chunk (already fetched by the page's modulepreload) before the first render,
// so the first paint is the screen, not the loader. A failure shows up when the route renders.
// A page the server drew (docs/decisions/135-first-screens-drawn-on-the-server.md) is hydrated: kept as drawn, its
// buttons and links taken over; any other is drawn here.
// The page's language is the one the server drew it in (the shopper's choice, docs/decisions/136-hindi-storefront.md).
const language = languageOfLocale(document.documentElement.lang);
void Promise.all([
  preloadScreens(window.location.pathname).catch(() => undefined),
  loadCatalogue(language).catch(() => null),
]).then(([, catalogue]) => {
  const app = <BrowserApp language={language} catalogue={catalogue} />;
  if (!root.firstElementChild) return createRoot(root).render(app);
  // After the drawn page's first paint, and as a transition: hydration then yields to the browser every few
  // milliseconds instead of holding the main thread before or after the shopper sees the page.
  void afterFirstPaint().then(() => startTransition(() => void hydrateRoot(root, app)));
});

// The service worker keeps the shop's files and what the shopper has seen, for a weak signal
// (docs/decisions/124-installable-and-offline.md); only the built shop has one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // A drawn page loads this script after its paint (/boot.js), maybe after its load event.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
