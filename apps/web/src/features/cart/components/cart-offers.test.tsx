import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall, FakeAnswer } from '../../../testing/fake-api';
import { festive20Offer, kurtiB2g1Offer, quoteFixture } from '../../../testing/quote-fixtures';
import { renderRoute } from '../../../testing/render-route';
import { cartLineFixture, userFixture } from '../../../testing/shopper-fixtures';

// The kurti was added during a sale at ₹999; the sale has ended and the quote prices it at ₹1,299 today.
const kurti = cartLineFixture({ quantity: 1, price: 999 });

function renderCart(quote: FakeAnswer, lines: unknown[] = [kurti]) {
  return renderRoute('/cart', {
    user: userFixture(),
    storage: { vastra_cart: lines },
    routes: { 'POST /api/checkout/quote': quote },
  });
}

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const row = (title: string) => {
  const item = screen.getByRole('link', { name: title }).closest('li');
  if (!item) throw new Error(`no row for ${title}`);
  return within(item);
};
const couponOf = (call: ApiCall) => (call.body as { couponCode?: string }).couponCode;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the cart shows the server quote: coupons, offers, fresh prices', () => {
  it("shows each line at today's price, the offers applied, delivery, the total and the savings line", async () => {
    renderCart([
      200,
      quoteFixture({
        lines: [
          {
            productId: 'k1',
            size: 'M',
            title: 'Indigo Anarkali Kurti',
            quantity: 1,
            unitPrice: 1299,
            compareAtPrice: null,
            discount: 130,
            total: 1169,
          },
        ],
        offers: [{ id: 'off-upi', kind: 'tiered', label: 'Diwali 10% off', discount: 130 }],
        subtotal: 1299,
        discount: 130,
        deliveryFee: 0,
        deliveryFeeWaived: 0,
        total: 1169,
        savings: { total: 130, message: 'You save ₹130' },
      }),
    ]);
    await screen.findByRole('link', { name: 'Indigo Anarkali Kurti' });
    expect(await row('Indigo Anarkali Kurti').findByText(/₹1,299\.00 each/)).toBeInTheDocument();
    expect(row('Indigo Anarkali Kurti').queryByText(/₹999/)).not.toBeInTheDocument();
    const figures = summary().getByText('Items (1)').closest('dl') as HTMLElement;
    expect(within(figures).getByText('Items (1)').nextSibling).toHaveTextContent('₹1,299.00');
    expect(within(figures).getByText('Diwali 10% off').nextSibling).toHaveTextContent('− ₹130.00');
    expect(within(figures).getByText('Delivery fee').nextSibling).toHaveTextContent('Free');
    expect(within(figures).getByText('Total').nextSibling).toHaveTextContent('₹1,169.00');
    expect(summary().getByText('You save ₹130')).toBeInTheDocument();
  });

  it('shows a delivery fee in rupees when the quote charges one', async () => {
    renderCart([200, quoteFixture({ deliveryFee: 79, total: 1378 })]);
    await screen.findByRole('region', { name: 'Order summary' });
    const delivery = await summary().findByText('Delivery fee');
    expect(delivery.nextSibling).toHaveTextContent('₹79.00');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('₹1,378.00');
  });

  it('with no coupon: an empty "Coupon code" field; a code of the wrong shape is refused unsent', async () => {
    const { api } = renderCart([200, quoteFixture()]);
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    expect(field).toHaveValue('');
    await userEvent.type(field, 'NO WAY');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/A code uses only letters A–Z, digits 0–9/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/checkout/quote').every((call) => couponOf(call) === undefined)).toBe(true);
  });

  it.each([
    ['OLDCODE', 'This code has expired'],
    ['FESTIVE20', 'Add ₹201 more to use FESTIVE20'],
    ['NOPE1', "We don't recognise the code NOPE1. Check it and try again."],
  ])("shows the server's one message under the field when %s does not apply", async (code, message) => {
    const { api } = renderCart((call) => [
      200,
      quoteFixture(
        couponOf(call) ? { coupon: { code: couponOf(call) ?? '', applied: false, discount: 0, message } } : {},
      ),
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Coupon code' }), code.toLowerCase());
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(couponOf(api.callsTo('POST /api/checkout/quote').at(-1) as ApiCall)).toBe(code);
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('₹1,299.00');
    expect(screen.getByRole('button', { name: `Remove ${code}` })).toBeInTheDocument();
  });

  it('an applied code shows its saving and Remove; Remove asks the quote again without it', async () => {
    const { api } = renderCart((call) =>
      couponOf(call)
        ? [
            200,
            quoteFixture({
              coupon: { code: 'FESTIVE20', applied: true, discount: 260, message: null },
              offers: [{ id: 'off-festive20', kind: 'coupon', label: 'Festive 20% off', discount: 260 }],
              discount: 260,
              total: 1039,
              savings: { total: 260, message: 'You save ₹260' },
            }),
          ]
        : [200, quoteFixture()],
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'festive20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await summary().findByText('FESTIVE20 applied: ₹260 off')).toBeInTheDocument();
    expect(summary().getByText('Coupon FESTIVE20').nextSibling).toHaveTextContent('− ₹260.00');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('₹1,039.00');
    expect(summary().getByText('You save ₹260')).toBeInTheDocument();
    // Kept for checkout (and a reload) in this tab.
    expect(sessionStorage.getItem('applied_coupon')).toBe('FESTIVE20');

    await userEvent.click(summary().getByRole('button', { name: 'Remove FESTIVE20' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('₹1,299.00');
    expect(couponOf(api.callsTo('POST /api/checkout/quote').at(-1) as ApiCall)).toBeUndefined();
    expect(sessionStorage.getItem('applied_coupon')).toBeNull();
  });

  it('re-checks the kept code with every quote: below the minimum, then applied once the bag is bigger', async () => {
    sessionStorage.setItem('applied_coupon', 'FESTIVE20');
    const { api } = renderCart((call) => {
      const quantity = (call.body as { items: { quantity: number }[] }).items[0]?.quantity ?? 0;
      return quantity < 2
        ? [
            200,
            quoteFixture({
              coupon: { code: 'FESTIVE20', applied: false, discount: 0, message: 'Add ₹201 more to use FESTIVE20' },
            }),
          ]
        : [
            200,
            quoteFixture({
              lines: [
                {
                  productId: 'k1',
                  size: 'M',
                  title: 'Indigo Anarkali Kurti',
                  quantity: 2,
                  unitPrice: 1299,
                  compareAtPrice: null,
                  discount: 500,
                  total: 2098,
                },
              ],
              coupon: { code: 'FESTIVE20', applied: true, discount: 500, message: null },
              subtotal: 2598,
              discount: 500,
              total: 2098,
              savings: { total: 500, message: 'You save ₹500' },
            }),
          ];
    });
    expect(await screen.findByText('Add ₹201 more to use FESTIVE20')).toBeInTheDocument();
    await userEvent.click(row('Indigo Anarkali Kurti').getByRole('button', { name: /increase/i }));
    expect(await summary().findByText('FESTIVE20 applied: ₹500 off')).toBeInTheDocument();
    expect(summary().getByText('You save ₹500')).toBeInTheDocument();
    expect(api.callsTo('POST /api/checkout/quote').every((call) => couponOf(call) === 'FESTIVE20')).toBe(true);
  });

  it("lists the available offers with their terms; a coupon's Apply taps its code in", async () => {
    const { api } = renderCart([200, quoteFixture({ availableOffers: [festive20Offer, kurtiB2g1Offer] })]);
    const offers = await screen.findByText('Available offers');
    const list = within(offers.closest('details') as HTMLElement);
    expect(list.getByText('Festive 20% off')).toBeInTheDocument();
    expect(
      list.getByText('20% off, up to ₹500, on orders of ₹1,500 or more. Prepaid orders only.'),
    ).toBeInTheDocument();
    expect(list.getByText('Buy 2 Get 1')).toBeInTheDocument();
    // An offer without a code applies by itself: nothing to tap.
    expect(list.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(list.getByRole('button', { name: 'Apply FESTIVE20' }));
    await vi.waitFor(() =>
      expect(couponOf(api.callsTo('POST /api/checkout/quote').at(-1) as ApiCall)).toBe('FESTIVE20'),
    );
  });

  it("keeps the cart's figures, marked as not checked, when the quote cannot be had", async () => {
    renderCart([500, { code: 'internal', message: 'Server error' }]);
    expect(
      await screen.findByText(
        "We couldn't check today's prices and offers just now. The total is confirmed when you place the order.",
      ),
    ).toBeInTheDocument();
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('₹999.00');
    expect(summary().getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await act(async () => undefined);
  });

  it('holds Proceed to Checkout until the first quote is in: the rows it adds cannot move it', async () => {
    let answer: (reply: readonly [number, unknown]) => void = () => undefined;
    renderCart(() => new Promise((resolve) => (answer = resolve)));
    await screen.findByText("Checking today's prices and offers…");
    expect(summary().getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    answer([200, quoteFixture({ savings: { total: 300, message: 'You save ₹300' } })]);
    expect(await summary().findByText('You save ₹300')).toBeInTheDocument();
    expect(summary().getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });
});
