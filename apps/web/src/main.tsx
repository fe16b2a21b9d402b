import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreens } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first screen's chunk (already fetched by the page's modulepreload) before the first render,
// so the first paint is the screen, not the loader. A failure shows up when the route renders.
void preloadScreens(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// The service worker keeps the shop's files and what the shopper has seen, for a weak signal
// (docs/decisions/124-installable-and-offline.md); only the built shop has one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
