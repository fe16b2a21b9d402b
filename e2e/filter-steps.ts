import { expect, type Locator, type Page } from '@playwright/test';

// The /shop filters' steps shared by the journeys that filter by attribute (attribute-filters, variants).

/** The label (the visible chip) of an attribute value in `scope`'s group `attribute`: "Polyester (2)". */
export const chip = (scope: Page | Locator, attribute: string, value: string) =>
  scope
    .getByRole('group', { name: attribute, exact: true })
    .locator('label')
    .filter({ hasText: new RegExp(`^${value} \\(\\d+\\)$`, 'i') });

/**
 * Opens `attribute`'s whole list in `scope` when it is long enough to fold behind "Show more" (decision 102). The
 * filters are a part of the page taken over after the page's own
 * (docs/decisions/135-first-screens-drawn-on-the-server.md): a press that comes before may do nothing, or count once
 * the part is taken over. The button opens and closes the list, so it is pressed again only while the list is still
 * folded, until it reads "Show less".
 */
export async function showAllValues(scope: Page | Locator, attribute: string): Promise<void> {
  const group = scope.getByRole('group', { name: attribute, exact: true });
  await expect(group).toBeVisible();
  const more = group.getByRole('button', { name: 'Show more' });
  const less = group.getByRole('button', { name: 'Show less' });
  // A short list folds nothing.
  if ((await more.count()) === 0 && (await less.count()) === 0) return;
  await expect(async () => {
    if ((await less.count()) === 0 && (await more.count()) > 0) await more.click();
    await expect(less).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
}

/**
 * `value`'s chip in `attribute`'s whole list reads `text`: the list is opened again should the filters be drawn anew
 * meanwhile (fresh results after the page's own).
 */
export async function expectChip(scope: Page | Locator, attribute: string, value: string, text: string) {
  await expect(async () => {
    await showAllValues(scope, attribute);
    await expect(chip(scope, attribute, value)).toHaveText(text, { timeout: 1_000 });
  }).toPass();
}
