import { POLICY_TITLES } from '@vastra/domain/policies';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/render-route';
import { cartLineFixture, userFixture } from '../testing/shopper-fixtures';

// The policy pages are linked from the footer of every page and from checkout, beside Place Order.

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.unstubAllGlobals());

const terms = { slug: 'terms', title: 'Terms of use', html: '<h2>Who we are</h2>\n<p>Vastra.</p>\n' };

describe('policy links', { timeout: 30_000 }, () => {
  it("lists the seven pages in the footer's Policies group", async () => {
    renderRoute('/contact');
    const group = await screen.findByRole('navigation', { name: 'Policies' });
    expect(within(group).getByRole('heading', { name: 'Policies' })).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Returns & exchanges', '/policies/returns'],
      ['Refunds', '/policies/refunds'],
      ['Cancellation', '/policies/cancellation'],
      ['Shipping', '/policies/shipping'],
      ['Terms of use', '/policies/terms'],
      ['Privacy', '/policies/privacy'],
      ['Grievance officer', '/policies/grievance'],
    ]);
    expect(Object.values(POLICY_TITLES)).toHaveLength(7);
  });

  it('checkout links the terms and returns policy beside Place Order; back from them, the order is kept', async () => {
    const kurti = cartLineFixture({ quantity: 2 });
    const { router } = renderRoute('/cart', {
      user: userFixture(),
      storage: { vastra_cart: [kurti] },
      routes: { 'GET /api/policies/terms': [200, terms] },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    const form = await screen.findByRole('form', { name: 'Checkout' });
    const agreement = within(form).getByText(/^By placing this order you agree to our/);
    expect(agreement).toHaveTextContent(
      'By placing this order you agree to our Terms of use and Returns & exchanges policy.',
    );
    expect(within(agreement).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/policies/terms');
    expect(within(agreement).getByRole('link', { name: 'Returns & exchanges' })).toHaveAttribute(
      'href',
      '/policies/returns',
    );

    await user.click(within(agreement).getByRole('link', { name: 'Terms of use' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();

    await router.navigate(-1);
    const back = await screen.findByRole('form', { name: 'Checkout' });
    expect(within(back).getByText('Indigo Anarkali Kurti')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('vastra_cart') ?? '[]')).toEqual([
      expect.objectContaining({ id: kurti.id, quantity: 2 }),
    ]);
  });
});
