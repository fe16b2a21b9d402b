import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every animation that ends has ended (a toast sliding in, a dialog fading in): axe computes colour
 * contrast from the opacity it sees, so a half-faded toast would read as low contrast; and a box measured before
 * the animation's first frame is where its `from` keyframe puts it (even with reduced motion, whose animations last
 * 0.01 ms from the next frame). Endless ones (spinners) are not waited for.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * axe finds nothing serious or critical on the page once its animations have ended. axe runs in the page itself
 * (the library's legacy mode): its default opens a blank page for every check to merge the frames' results, which
 * costs a journey's check 2–3 times as long, and the shop's pages have no frames from another origin to merge
 * (docs/decisions/123-slow-suites-do-less-work.md).
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** How far the page scrolls sideways, in px: 0 when it fits the screen. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Options for a screenshot of the whole page. Cards far off screen skip layout and paint (`.cv-auto`,
 * `content-visibility: auto`) until the shopper scrolls near them, so a whole-page screenshot would show them blank:
 * the style draws them, as the shopper sees them on reaching them.
 */
export const WHOLE_PAGE = { fullPage: true, style: '.cv-auto { content-visibility: visible; }' } as const;

/** At 390 and 1280 px: axe-clean, no sideways scroll, and a full-page screenshot into SHOTS_DIR when it is set. */
export async function checkAtWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    const sideways = await sidewaysScroll(page);
    expect(sideways, `${name} at ${width}px`).toBeLessThanOrEqual(0);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, ...WHOLE_PAGE });
    }
  }
}

/**
 * On how many lines the page draws `text` (its first occurrence in one text node): a document number broken across
 * two lines at its hyphen ('INV/26-' then '27/000001') is hard to read out or copy.
 */
export async function linesDrawn(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, text);
}
