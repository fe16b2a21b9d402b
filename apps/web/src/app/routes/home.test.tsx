import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiProducts } from '../../features/catalog/testing/product-fixtures';
import { stubApi, type FakeApi } from '../../testing/render-app';
import { shopConfigFixture } from '../../testing/shopper-fixtures';
import { Component as Home } from './home';

function renderHome(api: FakeApi) {
  stubApi({ '/api/shop-config': [200, shopConfigFixture], ...api });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Home />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The previews' skeletons are gone: the list has loaded or failed, and the home page has rendered it. */
const settled = () => waitFor(() => expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0));

afterEach(() => vi.unstubAllGlobals());

describe('/ (docs/rules/catalogue.md#home)', () => {
  it(
    'hides the Top Picks previews when the product list fails, silently ' + '(docs/rules/catalogue.md#messages)',
    async () => {
      renderHome({ '/api/client/products': [503, { message: 'Database unavailable' }] });
      expect(screen.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0);
      await settled();
      expect(screen.queryByText('No items found in this category.')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /^Top Picks in/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/Database unavailable/)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Browse by Category' })).toBeInTheDocument();
    },
  );

  it("shows each preview, and 'No items found in this category.' for a category the list has none of", async () => {
    renderHome({ '/api/client/products': [200, apiProducts] });
    await settled();
    expect(screen.getByRole('heading', { name: 'Top Picks in Kurti' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top Picks in Shorts' })).toBeInTheDocument();
    // The fixtures have a kurti, a t-shirt and a saree: suits and shorts are empty.
    expect(screen.getAllByText('No items found in this category.')).toHaveLength(2);
  });
});
