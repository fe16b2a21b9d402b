import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../provider';
import { routes } from '../router';
import { loadAppModules } from '../../testing/app-modules';
import { shopConfigFixture } from '../../testing/shopper-fixtures';
import { apiProducts } from '../../features/catalog/testing/product-fixtures';

await loadAppModules();
afterEach(() => vi.unstubAllGlobals());

const collection = {
  slug: 'under-999',
  title: 'Under ₹999',
  description: 'Kurtis from ₹999 down.',
  seoTitle: '',
  seoDescription: '',
  image: null,
};
const [first, second, third] = apiProducts;

/** The app against a fake API that answers the collection page by its cursor, and the menu with the collection. */
function renderCollection(url: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const { pathname, searchParams } = new URL(href, 'http://localhost');
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (pathname === '/api/shop-config')
        return json(200, { ...shopConfigFixture, collections: [{ slug: 'under-999', title: 'Under ₹999' }] });
      if (pathname === '/api/client/collections/under-999') {
        const cursor = searchParams.get('cursor');
        asked.push(cursor ?? '');
        return cursor === 'next'
          ? json(200, { collection, items: [third], nextCursor: null })
          : json(200, { collection, items: [first, second], nextCursor: 'next' });
      }
      if (pathname.startsWith('/api/client/collections/'))
        return json(404, { code: 'not_found', message: 'Collection not found' });
      return json(404, { message: 'Not found' });
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { asked, router };
}

describe('a collection page', { timeout: 30_000 }, () => {
  it('shows its title, description and products, loads more by cursor, and is in the menu', async () => {
    const user = userEvent.setup({ delay: null });
    const { asked } = renderCollection('/collections/under-999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Under ₹999' })).toBeInTheDocument();
    expect(screen.getByText('Kurtis from ₹999 down.')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(document.title).toBe('Under ₹999 | Vastra');
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Under ₹999' });
    expect(link).toHaveAttribute('href', '/collections/under-999');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(grid).findByText(third?.title ?? '')).toBeInTheDocument();
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toEqual(['', 'next']);
  });

  it('is the shop’s not-found page for an unknown or hidden collection', async () => {
    renderCollection('/collections/nope');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
