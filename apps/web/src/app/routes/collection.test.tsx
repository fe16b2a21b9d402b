import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionLink, CollectionPageResponse } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import { AppProvider } from '../provider';
import { routes } from '../router';
import { hi } from '../../lib/i18n/hi';
import { renderFirstScreen } from '../../server/entry-server';
import { loadAppModules } from '../../testing/app-modules';
import { shopConfigFixture } from '../../testing/shopper-fixtures';
import { apiProducts } from '../../features/catalog/testing/product-fixtures';

await loadAppModules();
afterEach(() => vi.unstubAllGlobals());

const collection: CollectionPageResponse['collection'] = {
  slug: 'under-999',
  title: 'Under ₹999',
  description: 'Kurtis from ₹999 down.',
  seoTitle: '',
  seoDescription: '',
  image: null,
};
const [first, second, third] = apiProducts;

/** The collection in Hindi as the API sends it when the owner wrote its title and description in Hindi. */
const inHindi = { ...collection, hindi: { title: '₹999 से कम', description: '₹999 तक की कुर्तियाँ।' } };
const englishMenu: CollectionLink[] = [{ slug: 'under-999', title: 'Under ₹999' }];
const hindiMenu: CollectionLink[] = [{ slug: 'under-999', title: 'Under ₹999', hindiTitle: '₹999 से कम' }];

/**
 * The app against a fake API that answers the collection page by its cursor, and the menu with the collection; in
 * `language`, the API's collection and menu as given.
 */
function renderCollection(
  url: string,
  {
    language = 'en',
    shown = collection,
    menu = englishMenu,
  }: { language?: Language; shown?: typeof collection; menu?: CollectionLink[] } = {},
) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const { pathname, searchParams } = new URL(href, 'http://localhost');
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (pathname === '/api/shop-config') return json(200, { ...shopConfigFixture, collections: menu });
      if (pathname === '/api/client/collections/under-999') {
        const cursor = searchParams.get('cursor');
        asked.push(cursor ?? '');
        return cursor === 'next'
          ? json(200, { collection: shown, items: [third], nextCursor: null })
          : json(200, { collection: shown, items: [first, second], nextCursor: 'next' });
      }
      if (pathname.startsWith('/api/client/collections/'))
        return json(404, { code: 'not_found', message: 'Collection not found' });
      return json(404, { message: 'Not found' });
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider language={language} catalogue={language === 'hi' ? hi : null}>
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

describe('a collection page in Hindi (docs/decisions/175-collections-in-hindi.md)', { timeout: 30_000 }, () => {
  const menuLink = () => within(screen.getByRole('navigation', { name: 'मुख्य' })).getByRole('link', { name: /999/ });

  it('shows the title, description, tab title and menu link the owner wrote in Hindi', async () => {
    renderCollection('/collections/under-999', { language: 'hi', shown: inHindi, menu: hindiMenu });
    expect(await screen.findByRole('heading', { level: 1, name: '₹999 से कम' })).toBeInTheDocument();
    expect(screen.getByText('₹999 तक की कुर्तियाँ।')).toBeInTheDocument();
    expect(screen.queryByText('Kurtis from ₹999 down.')).not.toBeInTheDocument();
    expect(document.title).toBe('₹999 से कम | Vastra');
    expect(menuLink()).toHaveTextContent('₹999 से कम');
  });

  it('shows the English where the owner wrote no Hindi, each text on its own', async () => {
    const titleOnly = {
      ...collection,
      seoTitle: 'Kurtis under ₹999',
      hindi: { title: '', description: 'सस्ती कुर्तियाँ।' },
    };
    renderCollection('/collections/under-999', { language: 'hi', shown: titleOnly });
    expect(await screen.findByRole('heading', { level: 1, name: 'Under ₹999' })).toBeInTheDocument();
    expect(screen.getByText('सस्ती कुर्तियाँ।')).toBeInTheDocument();
    // The English title's page keeps the owner's SEO title.
    expect(document.title).toBe('Kurtis under ₹999');
    expect(menuLink()).toHaveTextContent('Under ₹999');
  });

  it('shows the English on an English page, whatever Hindi there is', async () => {
    renderCollection('/collections/under-999', { shown: inHindi, menu: hindiMenu });
    expect(await screen.findByRole('heading', { level: 1, name: 'Under ₹999' })).toBeInTheDocument();
    expect(screen.getByText('Kurtis from ₹999 down.')).toBeInTheDocument();
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Under ₹999' });
    expect(link).toHaveAttribute('href', '/collections/under-999');
  });

  it('is drawn in Hindi by the server too: heading, description and menu link', async () => {
    const page = { collection: inHindi, items: [first, second].filter((p) => p !== undefined), nextCursor: null };
    const html = await renderFirstScreen(
      '/collections/under-999',
      { kind: 'collection', slug: 'under-999', page },
      'http://localhost:3000',
      { ...shopConfigFixture, collections: hindiMenu },
      'hi',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('h1')?.textContent).toBe('₹999 से कम');
    expect(root.textContent).toContain('₹999 तक की कुर्तियाँ।');
    expect(root.textContent).not.toContain('Kurtis from ₹999 down.');
    const links = [...root.querySelectorAll('nav a[href="/collections/under-999"]')].map((a) => a.textContent);
    expect(links).toEqual(['₹999 से कम']);
  });
});
