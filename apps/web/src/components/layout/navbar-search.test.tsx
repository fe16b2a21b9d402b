import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuggestResponse } from '@vastra/domain/api';
import { SUGGEST_DEBOUNCE_MS } from '@vastra/domain/catalog';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApiContract } from '../../lib/api-contract';
import { installFakeApi, type ApiCall } from '../../testing/fake-api';
import { useFakeClock } from '../../testing/fake-clock';
import { NavbarSearch } from './navbar-search';

// Loaded while the file is imported, as the app's screens are (testing/app-modules.ts): the client too, which the
// suggestions' request imports on its first call. The fake clock's waits pass no real time, so a module still loading
// when a wait starts would never arrive within it.
await Promise.all([loadApiContract(), import('./search-suggestions'), import('../../lib/api/call-endpoint')]);

type Reply = readonly [number, unknown];

const suggestionsFixture = SuggestResponse.parse({
  suggestions: [
    { kind: 'category', text: 'Kurti', category: 'kurti' },
    { kind: 'product', text: 'Indigo Anarkali Kurti', productId: 'k1', image: '/uploads/k1.jpg', price: 899 },
  ],
});

/** Moves the fake clock inside act, so what the timers set off renders. */
const tick = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });

/** Suggestions that answer only when the test says so, to see a request still in flight. */
function heldSuggestions() {
  const waiting = new Map<string, (reply: Reply) => void>();
  const api = installFakeApi({
    'GET /api/client/search/suggestions': (call: ApiCall) =>
      new Promise<Reply>((resolve) => waiting.set(call.query.get('q') ?? '', resolve)),
  });
  const asked = () => api.callsTo('GET /api/client/search/suggestions');
  const answer = async (q: string) => {
    await waitFor(() => expect(waiting.has(q)).toBe(true));
    await act(async () => waiting.get(q)?.([200, suggestionsFixture]));
  };
  return { asked, answer };
}

function renderSearch(url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <NavbarSearch /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const where = () => router.state.location.pathname + router.state.location.search;
  return { router, where, field: () => screen.getByRole('combobox', { name: 'Search products' }) };
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  useFakeClock();
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NavbarSearch', () => {
  it('asks for suggestions from 2 characters, 200 ms after the last key, and aborts the stale request', async () => {
    const { asked, answer } = heldSuggestions();
    const { field } = renderSearch();
    await user.click(field());
    // The list's code loads on the first focus.
    await screen.findByRole('listbox', { hidden: true });
    await user.keyboard('k');
    await tick(SUGGEST_DEBOUNCE_MS * 3);
    expect(asked()).toHaveLength(0);

    await user.keyboard('u');
    await tick(SUGGEST_DEBOUNCE_MS - 1);
    expect(asked().map((c) => c.query.get('q'))).toEqual([]);
    await tick(1);
    await waitFor(() => expect(asked().map((call) => call.query.get('q'))).toEqual(['ku']));

    await user.keyboard('r');
    await tick(SUGGEST_DEBOUNCE_MS);
    await waitFor(() => expect(asked().map((call) => call.query.get('q'))).toEqual(['ku', 'kur']));
    expect(asked()[0]?.signal?.aborted).toBe(true);
    expect(asked()[1]?.signal?.aborted).toBe(false);

    await answer('kur');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['KurtiCategory', 'Indigo Anarkali Kurti₹899']);
  });

  it('moves through the options with the arrows and opens the active one with Enter', async () => {
    const { answer } = heldSuggestions();
    const { field, where } = renderSearch();
    await user.click(field());
    await user.keyboard('kur');
    await tick(SUGGEST_DEBOUNCE_MS);
    await answer('kur');
    const options = await screen.findAllByRole('option');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}'); // round to the field
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(where()).toBe('/product/k1');
    expect(field()).toHaveValue('');
  });

  it('a category suggestion opens its shop page; Escape closes the list and keeps the text', async () => {
    const { answer } = heldSuggestions();
    const { field, where } = renderSearch();
    await user.click(field());
    await user.keyboard('kur');
    await tick(SUGGEST_DEBOUNCE_MS);
    await answer('kur');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveValue('kur');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: /Kurti/, selected: true }));
    expect(where()).toBe('/shop?category=kurti');
  });

  it('Enter without a chosen option searches the shop for the text', async () => {
    heldSuggestions();
    const { field, where } = renderSearch();
    await user.click(field());
    await user.keyboard('  red saree {Enter}');
    expect(where()).toBe('/shop?q=red+saree');
    expect(screen.getByRole('search', { name: 'Products' })).toBeInTheDocument();
  });

  it('shows the search text of the shop it is on', () => {
    heldSuggestions();
    const { field } = renderSearch('/shop?q=kurta&sort=newest');
    expect(field()).toHaveValue('kurta');
  });

  it('on small screens a Search button opens the field, and Escape or leaving it empty closes it', async () => {
    heldSuggestions();
    const { field } = renderSearch();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('search').id);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('ab');
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'true'); // not empty: it stays
    await user.click(field());
    await user.clear(field());
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
