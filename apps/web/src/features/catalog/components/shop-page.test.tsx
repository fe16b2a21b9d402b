import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INITIAL_PAGE_ELEMENT_ID, PRICE_SLIDER, SHOP_SKELETON_CARDS } from '@vastra/domain/catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetInitialPageForTests } from '../../../lib/initial-page';
import { useFakeClock } from '../../../testing/fake-clock';
import { renderRoute } from '../../../testing/render-route';
import { SLIDER_COMMIT_MS } from '../hooks/use-shop-filters';
import { fakeSearch, type FakeSearchOptions } from '../testing/search-fixtures';
import { shopConfigFixture } from '../../../testing/shopper-fixtures';

function renderShop(url: string, options: FakeSearchOptions = {}) {
  const view = renderRoute(url, { routes: { 'GET /api/client/search': fakeSearch(options) } });
  const searches = () => view.api.callsTo('GET /api/client/search').map((call) => call.query.toString());
  return { ...view, searches, search: () => view.router.state.location.search };
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const slider = () => screen.getByRole('slider', { name: 'Maximum price' });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
const ALL = ['Indigo Anarkali Kurti', 'Black Crew-Neck T-Shirt', 'Maroon Banarasi Saree'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.getElementById(INITIAL_PAGE_ELEMENT_ID)?.remove();
  resetInitialPageForTests();
});

describe('/shop results and filters', () => {
  it('shows 6 skeleton cards while loading, then every product under All Products with the count', async () => {
    const { searches } = renderShop('/shop');
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(SHOP_SKELETON_CARDS);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(cardTitles()).toEqual(ALL);
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(searches()).toEqual(['']);
    expect(slider()).toHaveValue(String(PRICE_SLIDER.default));
  });

  it('puts the category in the address as a new entry; Back restores all, and all clears the parameter', async () => {
    const user = userEvent.setup();
    const { router, search, searches } = renderShop('/shop');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'kurti' }));
    expect(search()).toBe('?category=kurti');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category: Kurti' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Indigo Anarkali Kurti']));
    expect(screen.getByRole('button', { name: 'kurti' })).toHaveAttribute('aria-pressed', 'true');
    expect(searches()).toEqual(['', 'category=kurti']);

    await router.navigate(-1);
    expect(search()).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(ALL));

    await router.navigate(1);
    await screen.findByRole('heading', { level: 1, name: 'Category: Kurti' });
    await user.click(screen.getByRole('button', { name: 'all' }));
    expect(search()).toBe('');
  });

  it('forgives the category name in any case, and falls back to all for an unknown one', async () => {
    renderShop('/shop?category=KURTI');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category: Kurti' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Indigo Anarkali Kurti']));
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    const other = renderShop('/shop?category=hats');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
    // The tab is the whole shop's too, not 'Shop: Hats'.
    await waitFor(() => expect(document.title).toBe('Shop | Vastra'));
    // The address is asked as it is: the API knows the shop's categories and answers the whole shop.
    await waitFor(() => expect(other.searches()).toEqual(['category=hats']));
  });

  it('titles a search "Results for", offers Relevance only with a search, and sorts by the address', async () => {
    const user = userEvent.setup();
    const { search, searches, router } = renderShop('/shop?q=kurti');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for "kurti"' })).toBeInTheDocument();
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(sortSelect()).toHaveValue('relevance');
    expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Newest first', 'Price: low to high', 'Price: high to low', 'Biggest discount', 'Popular']);
    await router.navigate('/shop');
    await screen.findByRole('heading', { level: 1, name: 'All Products' });
    expect(sortSelect()).toHaveValue('newest');
    expect(within(sortSelect()).queryByRole('option', { name: 'Relevance' })).toBeNull();

    await user.selectOptions(sortSelect(), 'Price: low to high');
    expect(search()).toBe('?sort=price_asc');
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Black Crew-Neck T-Shirt', 'Indigo Anarkali Kurti', 'Maroon Banarasi Saree']),
    );
    expect(searches().at(-1)).toBe('sort=price_asc');
  });

  it('filters by size (with counts) and stock, each a new address', async () => {
    const user = userEvent.setup();
    const { search, router } = renderShop('/shop');
    await screen.findAllByRole('article');
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(
      within(sizes)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['S (1)', 'M (2)', 'L (1)', 'Free (1)']);
    await user.click(within(sizes).getByRole('checkbox', { name: 'M (2)' }));
    expect(search()).toBe('?size=M');
    await waitFor(() => expect(cardTitles()).toEqual(['Indigo Anarkali Kurti', 'Black Crew-Neck T-Shirt']));
    expect(within(sizes).getByRole('checkbox', { name: 'M (2)' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(search()).toBe('?size=M&inStock=true');
    await router.navigate(-1);
    expect(search()).toBe('?size=M');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked());
  });

  it('moves the price slider at once but writes maxPrice to the address once it rests', async () => {
    useFakeClock();
    const { search, router } = renderShop('/shop');
    await screen.findAllByRole('article');
    fireEvent.change(slider(), { target: { value: '949' } });
    fireEvent.change(slider(), { target: { value: '899' } });
    expect(slider()).toHaveValue('899');
    expect(search()).toBe('');
    vi.advanceTimersByTime(SLIDER_COMMIT_MS - 1);
    expect(search()).toBe('');
    vi.advanceTimersByTime(1);
    await waitFor(() => expect(search()).toBe('?maxPrice=899'));
    await waitFor(() => expect(cardTitles()).toEqual(['Indigo Anarkali Kurti', 'Black Crew-Neck T-Shirt']));
    // One history entry for the whole movement: Back is the shop as it was.
    await router.navigate(-1);
    expect(search()).toBe('');
    await waitFor(() => expect(slider()).toHaveValue(String(PRICE_SLIDER.max)));
    // The top of the slider is no limit at all.
    await router.navigate(1);
    await waitFor(() => expect(slider()).toHaveValue('899'));
    fireEvent.change(slider(), { target: { value: String(PRICE_SLIDER.max) } });
    vi.advanceTimersByTime(SLIDER_COMMIT_MS);
    await waitFor(() => expect(search()).toBe(''));
  });

  it('has a minimum price beside the maximum; moved past the maximum, it takes the maximum along', async () => {
    useFakeClock();
    const { search, router, searches } = renderShop('/shop?maxPrice=999');
    await screen.findAllByRole('article');
    const minimum = () => screen.getByRole('slider', { name: 'Minimum price' });
    expect(minimum()).toHaveValue(String(PRICE_SLIDER.min));
    expect(minimum()).toHaveAttribute('aria-valuetext', '₹249');
    fireEvent.change(minimum(), { target: { value: '499' } });
    vi.advanceTimersByTime(SLIDER_COMMIT_MS);
    await waitFor(() => expect(search()).toBe('?minPrice=499&maxPrice=999'));
    // The page has the new address (its search asked) before the next move.
    await waitFor(() => expect(searches()).toContain('minPrice=499&maxPrice=999'));
    fireEvent.change(minimum(), { target: { value: '1299' } });
    expect(slider()).toHaveValue('1299');
    vi.advanceTimersByTime(SLIDER_COMMIT_MS);
    await waitFor(() => expect(search()).toBe('?minPrice=1299&maxPrice=1299'));
    await waitFor(() => expect(searches()).toContain('minPrice=1299&maxPrice=1299'));
    // The bottom of the slider is no limit at all.
    fireEvent.change(minimum(), { target: { value: String(PRICE_SLIDER.min) } });
    vi.advanceTimersByTime(SLIDER_COMMIT_MS);
    await waitFor(() => expect(search()).toBe('?maxPrice=1299'));
    await router.navigate(-1);
    await waitFor(() => expect(minimum()).toHaveValue('1299'));
  });

  it('says so when nothing matches, with a Did you mean link', async () => {
    const user = userEvent.setup();
    const { search } = renderShop('/shop?q=kurtaa', { didYouMean: 'kurti' });
    expect(await screen.findByText('No products match your filters.')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'kurti' });
    expect(link).toHaveAttribute('href', '/shop?q=kurti');
    expect(link.parentElement).toHaveTextContent('Did you mean kurti?');
    // Not a dead end: the shop's categories, each the whole category without the search.
    const categories = screen.getByRole('list', { name: 'Categories to browse' });
    expect(categories.previousElementSibling).toHaveTextContent('Or browse a category:');
    const links = within(categories).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Kurti', '/shop?category=kurti'],
      ['Suits', '/shop?category=suits'],
      ['T-Shirt', '/shop?category=t-shirt'],
      ['Saree', '/shop?category=saree'],
      ['Shorts', '/shop?category=shorts'],
    ]);
    await user.click(link);
    expect(search()).toBe('?q=kurti');
    await waitFor(() => expect(cardTitles()).toEqual(['Indigo Anarkali Kurti']));
    expect(screen.queryByRole('list', { name: 'Categories to browse' })).toBeNull();
  });

  it('offers no categories when filters alone, not a search, leave nothing', async () => {
    renderShop('/shop?category=saree&size=XXL');
    expect(await screen.findByText('No products match your filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Categories to browse' })).toBeNull();
  });

  it("'Show more products' links to the next page and loads it in place", async () => {
    const user = userEvent.setup();
    const { search, searches } = renderShop('/shop?category=&sort=price_desc', { pageSize: 2 });
    await waitFor(() => expect(cardTitles()).toEqual(['Maroon Banarasi Saree', 'Indigo Anarkali Kurti']));
    const more = screen.getByRole('link', { name: 'Show more products' });
    expect(more).toHaveAttribute('href', '/shop?sort=price_desc&cursor=2');
    await user.click(more);
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Maroon Banarasi Saree', 'Indigo Anarkali Kurti', 'Black Crew-Neck T-Shirt']),
    );
    expect(search()).toBe('?category=&sort=price_desc');
    expect(searches()).toEqual(['sort=price_desc', 'sort=price_desc&cursor=2']);
    expect(screen.queryByRole('link', { name: 'Show more products' })).toBeNull();
    expect(screen.getByText('3 products')).toBeInTheDocument();
  });

  it('starts from the address cursor (a crawler following the link)', async () => {
    const { searches } = renderShop('/shop?cursor=2', { pageSize: 2 });
    await waitFor(() => expect(cardTitles()).toEqual(['Maroon Banarasi Saree']));
    expect(searches()).toEqual(['cursor=2']);
  });

  it('shows the error line with a cross mark when the search fails (after its one retry)', async () => {
    useFakeClock();
    renderRoute('/shop', { routes: { 'GET /api/client/search': [503, { message: 'Database unavailable' }] } });
    // The timeout is on the fake clock: the retry waits its 1 s.
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('❌ Database unavailable');
  });
});

describe('/shop first screen from the page', () => {
  function embed(query: string, titles: string[]) {
    const result = fakeSearch()({
      method: 'GET',
      path: '/api/client/search',
      query: new URLSearchParams(query),
      body: undefined,
      authorization: null,
      staffHeader: null,
      signal: null,
    })[1] as { items: { title: string }[] };
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = INITIAL_PAGE_ELEMENT_ID;
    const page = { ...result, items: result.items.filter((item) => titles.includes(item.title)) };
    element.textContent = JSON.stringify({ kind: 'shop', query, result: page });
    document.body.append(element);
  }

  it('uses the embedded first page for the same query: no request, no skeleton', async () => {
    embed('category=kurti', ['Indigo Anarkali Kurti']);
    const { searches } = renderShop('/shop?category=Kurti');
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    expect(cardTitles()).toEqual(['Indigo Anarkali Kurti']);
    expect(screen.getByRole('heading', { level: 1, name: 'Category: Kurti' })).toBeInTheDocument();
    expect(searches()).toEqual([]);
  });

  it('asks the API when the embedded page answered another query', async () => {
    embed('category=saree', ['Maroon Banarasi Saree']);
    const { searches } = renderShop('/shop?category=kurti');
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(SHOP_SKELETON_CARDS);
    await waitFor(() => expect(cardTitles()).toEqual(['Indigo Anarkali Kurti']));
    expect(searches()).toEqual(['category=kurti']);
  });
});

describe('/shop in Hindi (docs/decisions/172-category-names-in-hindi.md)', () => {
  it('names the categories as the shop names them in Hindi, by their name where it gave none', async () => {
    const categories = [
      { slug: 'kurti', name: 'Kurti', hindiName: 'कुर्ती' },
      { slug: 'saree', name: 'Saree', hindiName: 'साड़ी' },
    ];
    renderRoute('/shop?category=kurti', {
      language: 'hi',
      routes: {
        'GET /api/client/search': fakeSearch(),
        'GET /api/shop-config': [200, { ...shopConfigFixture, categories }],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'कैटेगरी: कुर्ती' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कुर्ती' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'साड़ी' })).toBeInTheDocument();
    // The shop gave T-Shirt no Hindi name: its name.
    expect(screen.getByRole('button', { name: 't-shirt' })).toBeInTheDocument();
  });
});
