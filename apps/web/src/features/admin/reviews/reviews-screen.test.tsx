import type { AdminReview } from '@vastra/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminFakeRoutes } from '../testing/admin-fake-api';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const LIST = 'GET /api/admin/reviews';
const PRODUCT = '00000000-0000-4000-8000-0000000000aa';

const review = (id: string, overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  productId: PRODUCT,
  productTitle: 'Chanderi Kurti',
  userName: 'Asha Verma',
  rating: 4,
  comment: 'Soft cotton, true to size.',
  createdAt: '2026-11-20T04:30:00.000Z',
  hiddenAt: null,
  hiddenBy: null,
  reply: null,
  repliedAt: null,
  repliedBy: null,
  fit: null,
  photos: [],
  ...overrides,
});
const asha = review('1');
const troll = review('2', {
  userName: 'Troll',
  rating: 1,
  comment: 'Rubbish',
  hiddenAt: '2026-11-20T06:00:00.000Z',
  hiddenBy: 'Meera Owner',
  reply: 'We are sorry to hear this.',
  repliedAt: '2026-11-20T06:30:00.000Z',
  repliedBy: 'Meera Owner',
});

function renderReviews(url = '/admin/reviews', routes: AdminFakeRoutes = {}) {
  const user = userEvent.setup();
  const view = renderAdmin(url, {
    staff: staffFixture(),
    routes: { [LIST]: [200, { items: [asha, troll], nextCursor: null }], ...routes },
  });
  return { ...view, user };
}
describe('reviews moderation', { timeout: 30_000 }, () => {
  it('shows each review with stars, its product link, who, when (IST), comment, hidden state and reply', async () => {
    renderReviews();
    const cards = await screen.findAllByRole('article', { name: 'Chanderi Kurti' });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Chanderi Kurti' })).toHaveAttribute(
      'href',
      `/admin/products/${PRODUCT}`,
    );
    expect(within(first).getByText('Asha Verma, 20 Nov 2026, 10:00 am')).toBeInTheDocument();
    expect(within(first).getByText('Soft cotton, true to size.')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(second).getByText('Hidden')).toBeInTheDocument();
    expect(within(second).getByText('Hidden by Meera Owner')).toBeInTheDocument();
    expect(within(second).getByText('We are sorry to hear this.')).toBeInTheDocument();
    expect(within(second).getByText('Reply by Meera Owner, 20 Nov 2026, 12:00 pm')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Remove reply' })).toBeInTheDocument();
  });

  it('filters by rating and visibility, and by product from the address', async () => {
    const { api, user } = renderReviews(`/admin/reviews?productId=${PRODUCT}`);
    await screen.findAllByRole('article');
    expect(api.callsTo(LIST)[0]?.query).toEqual({ productId: PRODUCT });
    expect(screen.getByText('Reviews of one product')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '1 star');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'Hidden');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({ productId: PRODUCT, rating: '1', visibility: 'hidden' }),
    );
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ rating: '1', visibility: 'hidden' }));
  });

  it('hides and shows a review with a toast', async () => {
    const { api, user } = renderReviews('/admin/reviews', {
      [`PATCH /api/admin/reviews/${asha.id}`]: [200, { ...asha, hiddenAt: '2026-11-20T07:00:00.000Z' }],
      [`PATCH /api/admin/reviews/${troll.id}`]: [200, { ...troll, hiddenAt: null, hiddenBy: null }],
    });
    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    await user.click(within(first).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review hidden from the shop')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/reviews/${asha.id}`)[0]?.body).toEqual({ hidden: true });
    await user.click(within(second).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Review shown in the shop again')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/reviews/${troll.id}`)[0]?.body).toEqual({ hidden: false });
  });

  it('writes a reply in a small form, edits and removes it', async () => {
    const { api, user } = renderReviews('/admin/reviews', {
      [`PATCH /api/admin/reviews/${asha.id}`]: [200, asha],
      [`PATCH /api/admin/reviews/${troll.id}`]: [200, troll],
    });
    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    await user.click(within(first).getByRole('button', { name: 'Reply' }));
    await user.type(within(first).getByRole('textbox', { name: "The shop's reply" }), 'Thank you, Asha!');
    await user.click(within(first).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Reply saved')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/reviews/${asha.id}`)[0]?.body).toEqual({ reply: 'Thank you, Asha!' });

    await user.click(within(second).getByRole('button', { name: 'Edit reply' }));
    const box = within(second).getByRole('textbox', { name: "The shop's reply" });
    expect(box).toHaveValue('We are sorry to hear this.');
    await user.clear(box);
    await user.type(box, 'Sorry! We have written to you.');
    await user.click(within(second).getByRole('button', { name: 'Save reply' }));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/admin/reviews/${troll.id}`)[0]?.body).toEqual({
        reply: 'Sorry! We have written to you.',
      }),
    );
    await user.click(await within(second).findByRole('button', { name: 'Remove reply' }));
    expect(await screen.findByText('Reply removed')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/reviews/${troll.id}`)[1]?.body).toEqual({ reply: null });
  });

  it('says why an update failed', async () => {
    const { user } = renderReviews('/admin/reviews', {
      [`PATCH /api/admin/reviews/${asha.id}`]: [404, { message: 'Review not found', code: 'not_found' }],
    });
    const [first] = (await screen.findAllByRole('article')) as [HTMLElement];
    await user.click(within(first).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Could not update the review: Review not found')).toBeInTheDocument();
  });

  it('says when no review matches', async () => {
    renderReviews('/admin/reviews?rating=2', { [LIST]: [200, { items: [], nextCursor: null }] });
    expect(await screen.findByText('No reviews match these filters')).toBeInTheDocument();
  });
});
