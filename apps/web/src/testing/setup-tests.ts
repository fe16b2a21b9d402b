import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom does not implement scrolling; ScrollRestoration calls it on every route change.
window.scrollTo = () => undefined;
// Nor scrollIntoView, which the review form calls when a shopper comes to write one.
Element.prototype.scrollIntoView = () => undefined;
