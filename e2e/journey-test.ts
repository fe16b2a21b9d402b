import { expect, test as base, type Locator, type Page } from '@playwright/test';

// The journeys' `test`: Playwright's, whose page waits after each visit until the app has taken the page over
// (`<html data-hydrated>`, apps/web/src/main.tsx). A page drawn by the server shows its buttons before its JavaScript
// has run (docs/decisions/135-first-screens-drawn-on-the-server.md); a press in that moment does nothing, as it would
// for a shopper, and a journey means the press that follows the shopper's look.

export * from '@playwright/test';

/** Until the app has the page, or at once for a page that is not the app's (a download, a JSON answer). */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getElementById('root') === null || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/**
 * Until React has taken over the element `target` finds: a part of the page loaded after the page's own (the footer,
 * the filters: docs/decisions/135-first-screens-drawn-on-the-server.md) is taken over when its code has come and React
 * has had the time, which on a busy machine can be well after the network is idle. Before that its link is a plain
 * link that leaves the app. React marks each element it has taken over with its own `__reactFiber$…` property.
 */
export async function partTakenOver(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
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
