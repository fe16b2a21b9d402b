import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_SLIDER, SHOP_SKELETON_CARDS } from '@vastra/domain/catalog';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockProductsFetch } from '../testing/product-fixtures';
import { ShopPage } from './shop-page';

function renderShop(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/shop', element: <ShopPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const slider = () => screen.getByRole('slider', { name: 'Maximum price' });

afterEach(() => vi.unstubAllGlobals());

describe('ShopPage filters', () => {
  it('shows 6 skeleton cards while loading, then every product under All Products', async () => {
    mockProductsFetch();
    renderShop('/shop');
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(SHOP_SKELETON_CARDS);
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(cardTitles()).toEqual(['Indigo Anarkali Kurti', 'Black Crew-Neck T-Shirt', 'Maroon Banarasi Saree']);
    expect(slider()).toHaveValue(String(PRICE_SLIDER.default));
  });

  it('puts the chosen category in the URL, and choosing all clears it', async () => {
    mockProductsFetch();
    const user = userEvent.setup();
    const router = renderShop('/shop');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'kurti' }));
    expect(router.state.location.search).toBe('?category=kurti');
    expect(screen.getByRole('heading', { name: 'Category: kurti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'kurti' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Indigo Anarkali Kurti']);
    await user.click(screen.getByRole('button', { name: 'all' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
  });

  it('falls back to all for an unknown category', async () => {
    mockProductsFetch();
    renderShop('/shop?category=hats');
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('filters on the visible price, and says so when nothing matches', async () => {
    mockProductsFetch();
    renderShop('/shop');
    await screen.findAllByRole('article');
    // The kurti's visible price is L's ₹899 (M is out of stock), not its ₹499 list price.
    fireEvent.change(slider(), { target: { value: '849' } });
    expect(cardTitles()).toEqual(['Black Crew-Neck T-Shirt']);
    fireEvent.change(slider(), { target: { value: '899' } });
    expect(cardTitles()).toEqual(['Indigo Anarkali Kurti', 'Black Crew-Neck T-Shirt']);
    fireEvent.change(slider(), { target: { value: String(PRICE_SLIDER.min) } });
    expect(screen.getByText('No products match your filters.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the error line with a cross mark when the list cannot be loaded', async () => {
    mockProductsFetch({ message: 'Database unavailable' }, 503);
    renderShop('/shop');
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Database unavailable');
  });
});
