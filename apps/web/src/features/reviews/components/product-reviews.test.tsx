import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session/session-provider';
import { TOKEN_STORAGE_KEY } from '../../../lib/session/token-storage';
import { installFakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { reviewFixture, userFixture } from '../../../testing/shopper-fixtures';
import { ProductReviews } from './product-reviews';

// The form loads lazily when it is first shown; loaded here, while the file is imported, so a test waits only for its
// own behaviour (on a loaded machine its first import took more than a findBy's second).
await import('./review-form');

const reviews = [
  reviewFixture(),
  reviewFixture({ _id: 'r2', user: { name: '' }, rating: 5, comment: 'Perfect for Diwali.' }),
];

function renderReviews(routes: FakeRoutes, signedIn = true) {
  if (signedIn) localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const api = installFakeApi({
    'GET /api/auth/me': [200, userFixture()],
    'GET /api/reviews/k1': [200, reviews],
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ProductReviews productId="k1" />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProductReviews (docs/rules/catalogue.md#product-detail, docs/rules/reviews.md#behaviour)', () => {
  it("lists name or 'Anonymous', accessible stars, comment and en-IN date; no form for a guest", async () => {
    const { api } = renderReviews({}, false);
    expect(await screen.findByText('Meera')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Perfect for Diwali.')).toBeInTheDocument();
    expect(screen.getAllByText('14 Mar 2026')).toHaveLength(2);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/reviews/check-eligibility/k1')).toHaveLength(0);
  });

  it("shows the shop's reply under its review: 'Reply from Vastra', the text and its en-IN date", async () => {
    renderReviews(
      {
        'GET /api/reviews/k1': [
          200,
          [
            reviewFixture({ reply: { text: 'Thank you, Meera!', createdAt: '2026-03-16T06:30:00.000Z' } }),
            reviewFixture({ _id: 'r2', user: { name: 'Asha' }, reply: null }),
          ],
        ],
      },
      false,
    );
    const reply = (await screen.findByText('Reply from Vastra')).parentElement?.parentElement;
    expect(reply).toHaveTextContent('Reply from Vastra16 Mar 2026Thank you, Meera!');
    expect(screen.getAllByText('Reply from Vastra')).toHaveLength(1);
    expect(reply?.closest('li')).toHaveTextContent('Meera');
  });

  it.each([
    ['not eligible', [200, { eligible: false }] as const],
    ['the check fails', [500, { message: 'Internal Server Error' }] as const],
  ])('hides the form when %s', async (_name, answer) => {
    const { api } = renderReviews({ 'GET /api/reviews/check-eligibility/k1': answer });
    await screen.findByText('Meera');
    await waitFor(() => expect(api.callsTo('GET /api/reviews/check-eligibility/k1')).toHaveLength(1));
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('offers ratings 5 to 1 (default 5) and asks for at least 5 characters', async () => {
    const { user } = renderReviews({ 'GET /api/reviews/check-eligibility/k1': [200, { eligible: true }] });
    const rating = await screen.findByRole('combobox', { name: 'Rating' });
    expect(rating).toHaveValue('5');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['5', '4', '3', '2', '1']);
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), '  ok  ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a short review (at least 5 characters).');
  });

  it("shows the server's message, or 'Failed to submit review'", async () => {
    let answer: readonly [number, unknown] = [409, { message: 'You have already reviewed this product.' }];
    const { user } = renderReviews({
      'GET /api/reviews/check-eligibility/k1': [200, { eligible: true }],
      'POST /api/reviews/k1': () => answer,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your review' }), 'Beautiful colour.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this product.');
    answer = [502, 'not json'];
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit review'));
  });

  it('thanks the shopper and refreshes the list after a review', async () => {
    let list = reviews;
    let eligible = true;
    const mine = reviewFixture({
      _id: 'r3',
      user: { name: 'Asha Verma' },
      rating: 3,
      comment: 'Nice, runs a little small.',
    });
    const { api, user } = renderReviews({
      'GET /api/reviews/k1': () => [200, list],
      'GET /api/reviews/check-eligibility/k1': () => [200, { eligible }],
      'POST /api/reviews/k1': () => {
        list = [mine, ...reviews];
        eligible = false;
        return [201, { review: mine }];
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Nice, runs a little small.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Thanks! Your review was submitted.')).toBeInTheDocument();
    expect(await screen.findByText('Nice, runs a little small.', { selector: 'p' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/reviews/k1')[0]).toMatchObject({
      body: { rating: 3, comment: 'Nice, runs a little small.' },
      authorization: 'Bearer test-token',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument());
  });
});
