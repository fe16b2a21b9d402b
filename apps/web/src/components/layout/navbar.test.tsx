import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { hi } from '../../lib/i18n/hi';
import { stubApi } from '../../testing/render-app';
import { shopConfigFixture } from '../../testing/shopper-fixtures';
import { Navbar, NavbarBag, type NavbarProps } from './navbar';

function renderNavbar(
  { cartCount, ...props }: Omit<NavbarProps, 'bag'> & { cartCount: number },
  language: 'en' | 'hi' = 'en',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider language={language} catalogue={language === 'hi' ? hi : null}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Navbar {...props} bag={<NavbarBag count={cartCount} />} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  stubApi({ '/api/shop-config': [200, { ...shopConfigFixture, name: 'Rangoli' }] });
});
afterEach(() => vi.unstubAllGlobals());

describe('Navbar', () => {
  it('links Home, Shop, Contact, Order and Login for a visitor, with the brand from the shop config', async () => {
    renderNavbar({ user: null, cartCount: 0 });
    expect(await screen.findByRole('link', { name: 'Rangoli' })).toHaveAttribute('href', '/');
    const hrefs = ['Home', 'Shop', 'Contact', 'Order', 'Login'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/', '/shop', '/contact', '/orders', '/login']);
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Hi, /)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it("greets a signed-in user, shows Profile instead of Login and the cart's total quantity", () => {
    renderNavbar({ user: { fullName: 'Asha Rao' }, cartCount: 3 });
    expect(screen.getByText('Hi, Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');
  });

  it("says 'Hi, User' when the user has no name", () => {
    renderNavbar({ user: { fullName: '' }, cartCount: 0 });
    expect(screen.getByText('Hi, User')).toBeInTheDocument();
  });

  it("speaks Hindi when chosen: its own links, greeting and cart; the owner's collections as written", async () => {
    const collections = [{ slug: 'festive', title: 'Festive Edit' }];
    stubApi({ '/api/shop-config': [200, { ...shopConfigFixture, collections }] });
    renderNavbar({ user: { fullName: 'Asha Rao' }, cartCount: 3 }, 'hi');
    expect(await screen.findByRole('link', { name: 'Festive Edit' })).toHaveAttribute('href', '/collections/festive');
    const links = within(screen.getByRole('navigation', { name: 'मुख्य' })).getAllByRole('listitem');
    const names = ['होम', 'शॉप', 'Festive Edit', 'संपर्क करें', 'ऑर्डर', 'विशलिस्ट'];
    expect(links.map((item) => item.textContent)).toEqual(names);
    expect(screen.getByText('नमस्ते, Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'कार्ट, 3 आइटम' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'प्रोडक्ट खोजें' });
    expect(search).toHaveAttribute('placeholder', 'कुर्ती, साड़ी खोजें…');
    expect(screen.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' })).toHaveAttribute('href', '#main');
  });

  it('toggles the small-screen menu with an accessible button', async () => {
    renderNavbar({ user: null, cartCount: 0 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'primary-menu');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("lists the categories the shop's configuration names in the phone menu, asking nothing more", async () => {
    const categories = [
      { slug: 'lehenga', name: 'Lehenga' },
      { slug: 'kurti', name: 'Kurtis & Tunics' },
    ];
    const fetchMock = stubApi({
      '/api/shop-config': [200, { ...shopConfigFixture, name: 'Kavya Kurtis', categories }],
    });
    renderNavbar({ user: null, cartCount: 0 });
    // The configuration has arrived (every page carries it; here it is asked for).
    await screen.findByText('Kavya Kurtis');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const heading = await screen.findByRole('heading', { name: 'Categories' }, { timeout: 5_000 });
    expect(
      within(heading.parentElement as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Lehenga', '/shop?category=lehenga'],
      ['Kurtis & Tunics', '/shop?category=kurti'],
    ]);
    const urls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(urls.filter((url) => url.includes('/api/client/search'))).toEqual([]);
  });

  it("lists the search's categories in the phone menu when the configuration names none", async () => {
    const fetchMock = stubApi({
      '/api/shop-config': [200, shopConfigFixture],
      '/api/client/search': [
        200,
        {
          items: [],
          total: 0,
          nextCursor: null,
          didYouMean: null,
          facets: {
            categories: [
              { value: 'kurti', name: 'Kurtis', count: 4 },
              { value: 'saree', name: 'Sarees', count: 2 },
            ],
            sizes: [],
            priceBands: [],
            attributes: [],
          },
        },
      ],
    });
    renderNavbar({ user: null, cartCount: 0 });
    const urls = () => fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    const searched = () => urls().filter((url) => url.includes('/api/client/search'));
    expect(screen.queryByRole('heading', { name: 'Categories' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const heading = await screen.findByRole('heading', { name: 'Categories' }, { timeout: 5_000 });
    const list = heading.parentElement as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kurtis', '/shop?category=kurti'],
      ['Sarees', '/shop?category=saree'],
    ]);
    expect(searched()).toHaveLength(1);
    expect(searched()[0]).toContain('limit=1');
  });
});
