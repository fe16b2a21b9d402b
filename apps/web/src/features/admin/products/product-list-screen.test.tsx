import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage, productId, rowFixture } from './testing/product-fixtures';
import { renderProducts } from './testing/render-products';

const LIST = 'GET /api/admin/products';

describe('product list', { timeout: 30_000 }, () => {
  it('shows each product with its photo, category, status, price in rupees, stock badges and the total', async () => {
    renderProducts('/admin/products', {
      [LIST]: [
        200,
        listPage(
          [
            rowFixture(1, {
              title: 'Chanderi Kurti',
              status: 'draft',
              outOfStockSizes: ['S', 'M'],
              lowStockSizes: ['L'],
            }),
            rowFixture(2, { title: 'Banarasi Saree', category: 'saree', minPricePaise: 849950, maxPricePaise: 849950 }),
          ],
          7,
        ),
      ],
    });
    const table = within(await screen.findByTestId('product-table'));
    const first = table.getByRole('link', { name: 'Chanderi Kurti' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('Kurti')).toBeInTheDocument();
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByText('₹799.00 – ₹999.00')).toBeInTheDocument();
    expect(within(first).getByText('Out: S, M')).toBeInTheDocument();
    expect(within(first).getByText('Low: L')).toBeInTheDocument();
    const second = table.getByRole('link', { name: 'Banarasi Saree' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('₹8,499.50')).toBeInTheDocument();
    expect(within(second).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 7 products')).toBeInTheDocument();
    // The narrow layout lists the same products as cards.
    expect(within(screen.getByTestId('product-cards')).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/products/new');
  });

  it('keeps the filters in the address, asks the API with them, and the back button restores them', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, location, router } = renderProducts('/admin/products?category=saree', {
      [LIST]: (call) => [
        200,
        listPage([rowFixture(1, { status: (call.query.get('status') as 'draft') ?? 'active' })], 1),
      ],
    });
    await screen.findByTestId('product-table');
    expect(screen.getByLabelText('Category')).toHaveValue('saree');
    expect(api.callsTo(LIST)[0]?.query.get('category')).toBe('saree');

    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await user.selectOptions(screen.getByLabelText('Stock'), 'out');
    expect(location()).toBe('/admin/products?category=saree&status=draft&stock=out');
    await waitFor(() => expect(api.calls.at(-1)?.query.toString()).toBe('category=saree&status=draft&stock=out'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'kurti{Enter}');
    expect(location()).toBe('/admin/products?q=kurti&category=saree&status=draft&stock=out');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('q')).toBe('kurti'));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveValue(''));
    expect(screen.getByLabelText('Stock')).toHaveValue('out');
    await router.navigate(-2);
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue(''));
    expect(location()).toBe('/admin/products?category=saree');
  });

  it('cancels the request of a search that was replaced before it answered', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts('/admin/products', {
      [LIST]: (call) =>
        call.query.get('q') === 'ku'
          ? new Promise(() => undefined)
          : [200, listPage([rowFixture(1, { title: `Found ${call.query.get('q') ?? 'all'}` })], 1)],
    });
    const box = await screen.findByRole('searchbox', { name: 'Search by title' });
    await user.type(box, 'ku{Enter}');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('q')).toBe('ku'));
    await user.type(box, 'rti{Enter}');
    await waitFor(() =>
      expect(within(screen.getByTestId('product-table')).getByRole('link', { name: 'Found kurti' })).toBeVisible(),
    );
    expect(api.calls.find((call) => call.query.get('q') === 'ku')?.aborted()).toBe(true);
  });

  it('loads the next page with the cursor and adds it under the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts('/admin/products?status=active', {
      [LIST]: (call) =>
        call.query.get('cursor') === 'page-2'
          ? [200, listPage([rowFixture(3, { title: 'Third' })], 3)]
          : [200, listPage([rowFixture(1, { title: 'First' }), rowFixture(2, { title: 'Second' })], 3, 'page-2')],
    });
    expect(await screen.findByText('Showing 2 of 3 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    const next = api.callsTo(LIST).at(-1);
    expect(next?.query.get('cursor')).toBe('page-2');
    expect(next?.query.get('status')).toBe('active');
    const titles = within(screen.getByTestId('product-table'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(['First', 'Second', 'Third']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a product from its title link with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderProducts('/admin/products', {
      [LIST]: [200, listPage([rowFixture(4, { title: 'Silk Suit' })], 1)],
      [`GET /api/admin/products/${productId(4)}`]: [404, { message: 'Product not found', code: 'not_found' }],
    });
    const link = await within(await screen.findByTestId('product-table')).findByRole('link', { name: 'Silk Suit' });
    // Tab goes through the search and the filters to the first product's title.
    await user.tab();
    for (let i = 0; i < 10 && document.activeElement !== link; i += 1) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/admin/products/${productId(4)}`);
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderProducts('/admin/products?stock=low', {
      [LIST]: (call) =>
        call.query.get('stock') ? [200, listPage([], 0)] : [200, listPage([rowFixture(1, { title: 'Any' })], 1)],
    });
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/admin/products');
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
  });

  it('shows the API error with a way to try again', async () => {
    renderProducts('/admin/products', { [LIST]: [500, { message: 'Something went wrong', code: 'internal' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the products: Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
