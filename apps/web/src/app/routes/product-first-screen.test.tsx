import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedInitialPage } from '../../features/catalog/testing/embed-initial-page';
import { productPageRoutes } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { productFixture, reviewFixture, reviewSummaryFixture } from '../../testing/shopper-fixtures';

// docs/rules/catalogue.md#product-detail: the product, its rating, its similar products and its reviews' summary —
// each from its own small query; the page's first screen from what the page brought.

const kurti = productFixture({ rating: { average: 4.3, count: 12 } });
const similar = [
  productFixture({ _id: 'k2', title: 'Rose Kurti', rating: { average: 5, count: 1 } }),
  productFixture({ _id: 'k3', title: 'Mint Kurti' }),
];
const summary = reviewSummaryFixture({
  average: 4.3,
  count: 12,
  distribution: { '5': 7, '4': 3, '3': 1, '2': 0, '1': 1 },
});

configure({ asyncUtilTimeout: 5_000 });
beforeEach(() => embedInitialPage());
afterEach(() => {
  embedInitialPage();
  vi.unstubAllGlobals();
});

const similarSection = () => screen.getByText('You may also like', { selector: 'h2' }).closest('section');
const cardTitles = (section: HTMLElement | null) =>
  [...(section?.querySelectorAll('h3') ?? [])].map((title) => title.textContent);

describe('/product/{id}: its first screen and its small queries', { timeout: 20_000 }, () => {
  it('shows the product and its similar products the page brought, asking the API for neither', async () => {
    embedInitialPage({ kind: 'product', product: kurti, similar });
    const { api } = renderRoute('/product/k1', { routes: productPageRoutes(kurti, { summary }) });
    // At once: no skeleton, no request.
    expect(screen.getByRole('heading', { level: 1, name: 'Indigo Anarkali Kurti' })).toBeInTheDocument();
    expect(cardTitles(similarSection())).toEqual(['Rose Kurti', 'Mint Kurti']);
    // The reviews come after the first paint, as before; then nothing else is asked.
    await waitFor(() => expect(api.callsTo('GET /api/reviews/k1')).toHaveLength(1));
    expect(api.callsTo('GET /api/client/products/k1')).toHaveLength(0);
    expect(api.callsTo('GET /api/client/products/k1/similar')).toHaveLength(0);
    expect(api.callsTo('GET /api/client/products')).toHaveLength(0);
  });

  it("asks for the product and its similar products when the page brought another product's", async () => {
    embedInitialPage({ kind: 'product', product: productFixture({ _id: 'k9', title: 'Other' }), similar: [] });
    const { api } = renderRoute('/product/k1', { routes: productPageRoutes(kurti, { similar }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Indigo Anarkali Kurti' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles(similarSection())).toEqual(['Rose Kurti', 'Mint Kurti']));
    expect(api.callsTo('GET /api/client/products/k1')).toHaveLength(1);
    expect(api.callsTo('GET /api/client/products/k1/similar')).toHaveLength(1);
    expect(api.callsTo('GET /api/client/products')).toHaveLength(0);
  });

  it("reads the rating under the title: '4.3 (12 reviews)'; a screen reader hears the stars out of 5", async () => {
    renderRoute('/product/k1', { routes: productPageRoutes(kurti, { similar }) });
    const title = await screen.findByRole('heading', { level: 1, name: 'Indigo Anarkali Kurti' });
    const rating = title.nextElementSibling;
    expect(rating).toHaveTextContent('4.3 (12 reviews)4.3 out of 5 stars, 12 reviews');
    expect(within(rating as HTMLElement).getByText('4.3 out of 5 stars, 12 reviews')).toHaveClass('sr-only');
    // A similar product's card carries its own: one review.
    await waitFor(() => expect(similarSection()).not.toBeNull());
    expect(within(similarSection() as HTMLElement).getByText('5.0 out of 5 stars, 1 review')).toBeInTheDocument();
    expect(within(similarSection() as HTMLElement).getAllByText(/out of 5 stars/)).toHaveLength(1);
  });

  it('shows no rating under the title, and no summary, for a product without reviews', async () => {
    const { api } = renderRoute('/product/k1', { routes: productPageRoutes(productFixture()) });
    await screen.findByRole('heading', { level: 1, name: 'Indigo Anarkali Kurti' });
    expect(
      await screen.findByText('No reviews yet. Reviews come from shoppers whose order has been delivered.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/reviews/k1/summary')).toHaveLength(1));
    expect(screen.queryByText(/out of 5 stars/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews by stars' })).not.toBeInTheDocument();
  });

  it('summarises the ratings above the reviews: the average, the count and a bar per star, 5 to 1', async () => {
    renderRoute('/product/k1', { routes: productPageRoutes(kurti, { summary, reviews: [reviewFixture()] }) });
    const bars = await screen.findByRole('list', { name: 'Reviews by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((bar) => within(bar).getByText(/ of /).textContent),
    ).toEqual([
      '5 stars: 7 of 12 reviews',
      '4 stars: 3 of 12 reviews',
      '3 stars: 1 of 12 reviews',
      '2 stars: 0 of 12 reviews',
      '1 star: 1 of 12 reviews',
    ]);
    const reviews = screen.getByRole('region', { name: 'Customer Reviews' });
    expect(within(reviews).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(reviews).getByText('12 reviews')).toBeInTheDocument();
    // The summary comes before the list in the page.
    const meera = within(reviews).getByText('Meera');
    expect(bars.compareDocumentPosition(meera) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the summary out when it cannot be loaded; the reviews still show', async () => {
    renderRoute('/product/k1', { routes: productPageRoutes(kurti, { summary: null, reviews: [reviewFixture()] }) });
    expect(await screen.findByText('Meera')).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Customer Reviews' });
    // Its placeholder goes (a 404 is not asked again), and nothing takes its place.
    await waitFor(() => expect(reviews.querySelector('.animate-pulse')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Reviews by stars' })).not.toBeInTheDocument();
    expect(within(reviews).queryByText('1 review')).not.toBeInTheDocument();
  });
});
