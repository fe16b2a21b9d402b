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
 * (docs/decisions/135-first-screens-drawn-on-the-server.md): a press that comes before does nothing, and the shopper
 * presses again.
 */
export async function showAllValues(scope: Page | Locator, attribute: string): Promise<void> {
  const group = scope.getByRole('group', { name: attribute, exact: true });
  await expect(group).toBeVisible();
  const more = group.getByRole('button', { name: 'Show more' });
  await expect(async () => {
    if ((await more.count()) > 0) await more.click();
    await expect(more).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}
