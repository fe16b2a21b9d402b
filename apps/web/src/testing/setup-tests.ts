import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadToasts } from '../components/ui/toast';
import { resetStaffSessionState } from '../features/admin/api/staff-session-state';
import { resetInitialPageForTests } from '../lib/initial-page';
import { resetLiveOffersForTests } from '../lib/pricing/live-offers';
import { wishlistStore } from '../lib/wishlist/wishlist-store';

// The files of a worker share their modules and their jsdom (vitest.config.ts, isolate: false): what a test leaves
// in a module or a global is put back, so each test starts as in a fresh tab.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetStaffSessionState();
  resetInitialPageForTests();
  resetLiveOffersForTests();
  wishlistStore.reset();
});
// A toast's code loads after the first paint in the browser (components/ui/toast.tsx): here before any test shows one.
beforeAll(() => preloadToasts());
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// jsdom does not implement scrolling; ScrollRestoration calls it on every route change.
window.scrollTo = () => undefined;
// Nor scrollIntoView, which the review form calls when a shopper comes to write one.
Element.prototype.scrollIntoView = () => undefined;

// The first role query in a fresh jsdom parses jsdom's default style sheet (visibility is a computed
// style) and compiles the selector and accessibility code behind the queries: about 0.3 s of CPU,
// seconds on a loaded machine, that the first test of every file would otherwise pay inside its own
// time limit and its first findBy*. It is the environment's cost, so it is paid here, with it.
document.body.innerHTML =
  '<main><h1>Vastra</h1><nav aria-label="Menu"><a href="/">Home</a></nav>' +
  '<section aria-label="Form"><label>Name <input></label><button type="button">Send</button></section></main>';
for (const role of ['heading', 'navigation', 'link', 'region', 'textbox', 'button']) screen.getByRole(role);
document.body.innerHTML = '';
