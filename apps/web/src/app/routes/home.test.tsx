import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ProductResponse } from '@vastra/domain/api';
import { CATEGORIES } from '@vastra/domain/catalog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedInitialPage } from '../../features/catalog/testing/embed-initial-page';
import { homeRoutes } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { homeFixture, productFixture, shopConfigFixture } from '../../testing/shopper-fixtures';

const item = (
  id: string,
  title: string,
  category: ProductResponse['category'] = 'kurti',
  extra: Partial<ProductResponse> = {},
) => productFixture({ _id: id, title, category, images: [`/uploads/${id}.jpg`], ...extra });

const home = homeFixture({
  heroImages: ['/uploads/hero-1.jpg', '/uploads/hero-2.jpg'],
  categoryCovers: [
    { category: 'kurti', image: '/uploads/cover-kurti.jpg' },
    { category: 'saree', image: null },
  ],
  newArrivals: [item('n1', 'New One'), item('n2', 'New Two'), item('n3', 'New Three'), item('n4', 'New Four')],
  favourites: [item('f1', 'Favourite One', 'saree', { rating: { average: 4.3, count: 12 } })],
  previews: [
    { category: 'kurti', items: [item('p1', 'Preview Kurti')] },
    { category: 'saree', items: [item('p2', 'Preview Saree', 'saree')] },
    // The API lists every category the shop shows, with no items where it has none.
    { category: 't-shirt', items: [] },
    { category: 'suits', items: [] },
    { category: 'shorts', items: [] },
  ],
});

// Text queries, not role queries: a role query over the whole home page costs seconds on a loaded machine.
const section = (heading: string) => {
  const found = screen.getByText(heading, { selector: 'h2' }).closest('section');
  if (!found) throw new Error(`no section '${heading}'`);
  return found;
};
const titles = (region: HTMLElement) => [...region.querySelectorAll('h3')].map((title) => title.textContent);

// The whole app with some thirty cards renders in well under a second on a quiet machine and in
// seconds on a loaded one; the waits below are for conditions, this is only how long they may take.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => embedInitialPage());
afterEach(() => {
  embedInitialPage();
  vi.unstubAllGlobals();
});

describe('/ (docs/rules/catalogue.md#home)', { timeout: 20_000 }, () => {
  it('shows what the page brought without asking the API, each section its own products', async () => {
    embedInitialPage({ kind: 'home', home });
    const { api, container } = renderRoute('/');
    // The hero's first slide frames the home's first two photos from the first paint.
    const firstSlide = screen.getByRole('group', { name: '1 of 3' });
    expect([...firstSlide.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'http://localhost:3000/uploads/hero-1.jpg',
      'http://localhost:3000/uploads/hero-2.jpg',
    ]);
    const kurtiTile = screen.getByRole('link', { name: 'Kurti' });
    expect(kurtiTile.querySelector('img')).toHaveAttribute('src', 'http://localhost:3000/uploads/cover-kurti.jpg');
    expect(screen.getByRole('link', { name: 'Saree' }).querySelector('img')).toBeNull();

    expect(await screen.findByText('New One')).toBeInTheDocument();
    expect(titles(section('New Arrivals'))).toEqual(['New One', 'New Two', 'New Three', 'New Four']);
    expect(titles(section('Our Handpicked Favorites'))).toEqual(['Favourite One']);
    expect(within(section('Our Handpicked Favorites')).getByText('4.3 out of 5 stars, 12 reviews')).toBeInTheDocument();
    expect(titles(section('Top Picks in Kurti'))).toEqual(['Preview Kurti']);
    expect(titles(section('Top Picks in Saree'))).toEqual(['Preview Saree']);
    // Categories the home has no items for.
    for (const name of ['Top Picks in T-Shirt', 'Top Picks in Suits', 'Top Picks in Shorts']) {
      expect(within(section(name)).getByText('No items found in this category.')).toBeInTheDocument();
    }

    await waitFor(() => expect(api.callsTo('GET /api/shop-config')).toHaveLength(1));
    expect(api.callsTo('GET /api/client/home')).toHaveLength(0);
    expect(api.callsTo('GET /api/client/products')).toHaveLength(0);
    expect(container.ownerDocument.getElementById('initial-page')).toBeNull();
  });

  it("asks GET /api/client/home when the page brought none: skeletons and 'Loading' meanwhile", async () => {
    const { api } = renderRoute('/', { routes: homeRoutes(home) });
    expect(screen.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0);
    expect(within(section('Our Handpicked Favorites')).getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('New One')).toBeInTheDocument();
    expect(titles(section('Top Picks in Kurti'))).toEqual(['Preview Kurti']);
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    expect(api.callsTo('GET /api/client/home')).toHaveLength(1);
    expect(api.callsTo('GET /api/client/products')).toHaveLength(0);
  });

  it('hides the product sections when the home fails, silently (docs/rules/catalogue.md#messages)', async () => {
    renderRoute('/', { routes: { 'GET /api/client/home': [503, { message: 'Database unavailable' }] } });
    await waitFor(() => expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0));
    expect(screen.queryByRole('heading', { name: /^Top Picks in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New Arrivals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Handpicked Favorites' })).not.toBeInTheDocument();
    expect(screen.queryByText('No items found in this category.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Database unavailable/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Browse by Category' })).toBeInTheDocument();
    // The one default slide that promises nothing (docs/decisions/160-production-starts-without-the-seed.md).
    expect(screen.getByRole('heading', { name: 'New Arrivals Just Dropped' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Big Deals on Top Brands!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Limited Time Offer' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'free shipping on every order while the shop charges no fee',
      0,
      999,
      'en',
      'Free shipping',
      'On every order, across India',
    ],
    ['free shipping from the owner’s threshold', 49, 999, 'en', 'Free shipping', 'On orders of ₹999 or more'],
    [
      'the fee on every order when nothing makes it free',
      49,
      null,
      'en',
      'Delivery ₹49',
      'On every order, across India',
    ],
    ['the threshold in Hindi', 49, 999, 'hi', 'मुफ़्त शिपिंग', '₹999 या उससे ज़्यादा के ऑर्डर पर'],
    ['the fee in Hindi', 49, null, 'hi', 'डिलीवरी ₹49', 'पूरे भारत में, हर ऑर्डर पर'],
  ] as const)(
    'promises under the hero %s (docs/decisions/087-delivery-and-cod-fees.md)',
    async (_, feeRupees, freeAboveRupees, language, title, text) => {
      const delivery = { feeRupees, freeAboveRupees, codFeeRupees: 0 };
      renderRoute('/', {
        routes: { ...homeRoutes(home), 'GET /api/shop-config': [200, { ...shopConfigFixture, delivery }] },
        language,
      });
      // The promise is the first of the three under the hero, drawn from the shop's configuration.
      await waitFor(() =>
        expect(screen.getByText(text, { selector: 'span' }).closest('p')).toHaveTextContent(`${title}${text}`),
      );
      if (freeAboveRupees === null) expect(screen.queryByText(/Free shipping|मुफ़्त शिपिंग/)).not.toBeInTheDocument();
    },
  );

  it('leaves out New Arrivals and the favourites when the home has none', async () => {
    const previews = CATEGORIES.map((category) => ({ category, items: [] }));
    renderRoute('/', { routes: homeRoutes(homeFixture({ previews })) });
    expect(await screen.findByRole('heading', { name: 'Top Picks in Kurti' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0));
    expect(screen.getAllByText('No items found in this category.')).toHaveLength(5);
    expect(screen.queryByRole('heading', { name: 'New Arrivals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Handpicked Favorites' })).not.toBeInTheDocument();
  });

  it('draws the owner’s texts in Hindi where written, the English ones where not (decision 173)', async () => {
    const hindiHome = homeFixture({
      ...home,
      slides: [
        {
          id: 'diwali',
          headline: 'Diwali Sale',
          subText: 'Festive silks',
          image: null,
          link: '/shop',
          hindi: { headline: 'दिवाली सेल', subText: '' },
        },
        { id: 'plain', headline: 'Plain Slide', subText: 'In English only', image: null, link: '/shop' },
      ],
      rails: [
        { id: 'new', title: 'New Arrivals', hindi: { title: 'नए प्रोडक्ट' }, source: 'new-arrivals', items: [] },
        { id: 'picks', title: "Editor's Picks", source: 'handpicked', items: [item('h1', 'Picked Kurti')] },
      ],
    });
    const categories = [{ slug: 'kurti', name: 'Kurti', hindiName: 'कुर्ती' }];
    embedInitialPage({ kind: 'home', home: hindiHome });
    renderRoute('/', {
      language: 'hi',
      routes: { 'GET /api/shop-config': [200, { ...shopConfigFixture, categories }] },
    });
    const first = screen.getByRole('group', { name: '2 में से 1' });
    expect(within(first).getByRole('heading', { name: 'दिवाली सेल' })).toBeInTheDocument();
    // The sub-text the owner did not write in Hindi.
    expect(within(first).getByText('Festive silks')).toBeInTheDocument();
    expect(screen.getByText('Plain Slide', { selector: 'h2' })).toBeInTheDocument();
    expect(titles(section('नए प्रोडक्ट'))).toEqual(['New One', 'New Two', 'New Three', 'New Four']);
    expect(titles(section("Editor's Picks"))).toEqual(['Picked Kurti']);
    // The categories by the names the shop gives them in Hindi, on the previews and on each card.
    const kurtis = await waitFor(() => section('कुर्ती में टॉप पसंद'));
    expect(within(kurtis).getByText('कुर्ती', { selector: 'p' })).toBeInTheDocument();
  });
});
