import { test as base, type Page } from '@playwright/test';

// The journeys' `test`: Playwright's, whose page waits after each visit until the app has taken the page over
// (`<html data-hydrated>`, apps/web/src/main.tsx) and every part of it the server drew. A page drawn by the server
// shows its buttons before its JavaScript has run (docs/decisions/135-first-screens-drawn-on-the-server.md); a press
// in that moment does nothing, as it would for a shopper, and a journey means the press that follows the shopper's
// look.

export * from '@playwright/test';

/**
 * Until the app has the page and every part of it the server drew, or at once for a page that is not the app's (a
 * download, a JSON answer). A part loaded after the page's own (the footer, the filters, the size picker: `lazyPart`,
 * docs/decisions/135-first-screens-drawn-on-the-server.md) is server HTML between React's `<!--$-->` and `<!--/$-->`
 * until its code has come and React has taken it over, which on a busy machine can be well after `data-hydrated`;
 * React marks each element it has taken over with its own `__reactFiber$…` property.
 */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (root === null) return true;
    if (!document.documentElement.hasAttribute('data-hydrated')) return false;
    const isReacts = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const markers = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    for (let marker = markers.nextNode(); marker !== null; marker = markers.nextNode()) {
      if (!(marker as Comment).data.startsWith('$')) continue;
      let depth = 0;
      for (let node = marker.nextSibling; node !== null; node = node.nextSibling) {
        if (node instanceof Comment) {
          if (node.data.startsWith('$')) depth += 1;
          else if (node.data === '/$' && depth-- === 0) break;
        } else if (node instanceof Element && !isReacts(node)) return false;
      }
    }
    return true;
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      for (const visit of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[visit].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [visit]: async (...args: unknown[]) => {
            const response = await original(...args);
            if (response !== null) await takenOver(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
});
