import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { fakeSearch } from '../testing/search-fixtures';

function renderShop(url: string) {
  const view = renderRoute(url, { routes: { 'GET /api/client/search': fakeSearch() } });
  return { ...view, search: () => view.router.state.location.search };
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await screen.findAllByRole('article');
  const opener = screen.getByRole('button', { name: 'Sort / Filter' });
  expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(opener);
  // The sheet's code loads on the first open (a chunk of its own).
  return screen.findByRole('dialog', { name: 'Sort and filter' }, { timeout: 5_000 });
}

afterEach(() => vi.unstubAllGlobals());

describe("the phone's Sort / Filter sheet", () => {
  it('keeps its choices as a draft until Apply, which makes them one address', async () => {
    const user = userEvent.setup();
    const { search, router } = renderShop('/shop?q=i');
    const sheet = await openSheet(user);
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await user.click(within(sheet).getByRole('checkbox', { name: 'L (1)' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'In stock only' }));
    fireEvent.change(within(sheet).getByRole('slider', { name: 'Maximum price' }), { target: { value: '999' } });
    expect(search()).toBe('?q=i');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search()).toBe('?q=i&size=L&maxPrice=999&inStock=true&sort=price_desc');
    await router.navigate(-1);
    expect(search()).toBe('?q=i');
  });

  it('Clear all drops the filters but keeps the search, category and sort', async () => {
    const user = userEvent.setup();
    const { search } = renderShop('/shop?q=i&category=kurti&size=L&maxPrice=999&inStock=true&sort=price_asc');
    const sheet = await openSheet(user);
    expect(within(sheet).getByRole('checkbox', { name: 'L (1)' })).toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search()).toBe('?q=i&category=kurti&sort=price_asc');
  });

  it('is a keyboard dialog: focus inside, Tab wraps, Escape and Close close it and focus returns', async () => {
    const user = userEvent.setup();
    const { search } = renderShop('/shop');
    await screen.findAllByRole('article');
    const opener = screen.getByRole('button', { name: 'Sort / Filter' });
    opener.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Sort and filter' }, { timeout: 5_000 });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveFocus();
    await user.tab();
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.tab();
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Sort and filter' });
    await user.click(within(again).getByRole('checkbox', { name: 'In stock only' }));
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Closing without Apply changes nothing.
    expect(search()).toBe('');
  });
});
