import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { cartLineFixture, userFixture } from '../../../testing/shopper-fixtures';

const kurti = cartLineFixture({ quantity: 1 }); // M: 3 in stock
const saree = cartLineFixture({
  id: 's1',
  _id: 's1',
  title: 'Maroon Banarasi Saree',
  selectedSize: 'Free',
  price: 1899.5,
  quantity: 2,
  stockBySize: { Free: 2 },
});

function renderCart(local: unknown[] = [kurti, saree]) {
  return renderRoute('/cart', { user: userFixture(), storage: { vastra_cart: local } });
}

const row = (title: string) => {
  const link = screen.getByRole('link', { name: title });
  const item = link.closest('li');
  if (!item) throw new Error(`no row for ${title}`);
  return within(item);
};

afterEach(() => vi.unstubAllGlobals());

describe('CartView (docs/rules/cart.md#screen)', () => {
  it('labels a two-option line "Size: M · Colour: Red"; a size-only line keeps "Size: M"', async () => {
    const red = cartLineFixture({
      id: 'c1',
      _id: 'c1',
      title: 'Red Or Blue Kurti',
      selectedSize: 'M / Red',
      option2Name: 'Colour',
      stockBySize: { 'M / Red': 1, 'M / Blue': 4 },
    });
    renderCart([red, kurti]);
    await screen.findByRole('link', { name: 'Red Or Blue Kurti' });
    expect(row('Red Or Blue Kurti').getByText('Size: M · Colour: Red')).toBeInTheDocument();
    expect(row('Red Or Blue Kurti').queryByText(/M \/ Red/)).not.toBeInTheDocument();
    expect(
      row('Red Or Blue Kurti').getByRole('group', { name: 'Quantity of Red Or Blue Kurti (Size: M · Colour: Red)' }),
    ).toBeInTheDocument();
    expect(row('Indigo Anarkali Kurti').getByText('M')).toBeInTheDocument();
    expect(row('Indigo Anarkali Kurti').getByText(/^Size:/)).toHaveTextContent('Size: M ·');
  });

  it("names a line by its product's Hindi title on a Hindi page; a line without one keeps its title", async () => {
    const hindi = cartLineFixture({ hindiTitle: 'इंडिगो अनारकली कुर्ती', quantity: 1 });
    renderRoute('/cart', { user: userFixture(), language: 'hi', storage: { vastra_cart: [hindi, saree] } });
    expect(await screen.findByRole('link', { name: 'इंडिगो अनारकली कुर्ती' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maroon Banarasi Saree' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Indigo Anarkali Kurti' })).not.toBeInTheDocument();
  });

  it('lists the rows with sub totals and the total in en-IN rupees', async () => {
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your Shopping Cart' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Indigo Anarkali Kurti' })).toHaveAttribute('href', '/product/k1');
    expect(row('Indigo Anarkali Kurti').getByText('₹1,299.00')).toBeInTheDocument();
    expect(row('Maroon Banarasi Saree').getByText('₹3,799.00')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getAllByText('₹5,098.00').length).toBeGreaterThan(0);
  });

  it('shows the placeholder, not the broken-image icon, when a product image fails to load', async () => {
    renderCart();
    const item = (await screen.findByRole('link', { name: 'Indigo Anarkali Kurti' })).closest('li');
    const img = item?.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/k1-front.jpg');
    fireEvent.error(img as HTMLImageElement);
    expect(item?.querySelector('img')).toBeNull();
    expect(within(item as HTMLElement).getByTestId('photo-placeholder')).toBeInTheDocument();
  });

  it('disables minus at 1 and takes one off above 1', async () => {
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('link', { name: 'Indigo Anarkali Kurti' });
    expect(row('Indigo Anarkali Kurti').getByRole('button', { name: /decrease/i })).toBeDisabled();
    await user.click(row('Maroon Banarasi Saree').getByRole('button', { name: /decrease/i }));
    expect(row('Maroon Banarasi Saree').getByText('₹1,899.50')).toBeInTheDocument();
  });

  it("shows 'Max available: 2' at the limit; plus there shows the stock note and the warning", async () => {
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('link', { name: 'Maroon Banarasi Saree' });
    expect(row('Maroon Banarasi Saree').getByText('Max available: 2')).toBeInTheDocument();
    expect(row('Indigo Anarkali Kurti').queryByText(/Max available/)).not.toBeInTheDocument();
    const plus = row('Maroon Banarasi Saree').getByRole('button', { name: /increase/i });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(
      row('Maroon Banarasi Saree').getByText('Only 2 left in stock for "Maroon Banarasi Saree" (Free)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You can't add more than 2 items.");
    expect(row('Maroon Banarasi Saree').getByText('₹3,799.00')).toBeInTheDocument();
  });

  it('raises a quantity up to the limit, then plus reads as disabled', async () => {
    const user = userEvent.setup();
    renderCart([cartLineFixture({ quantity: 2 })]);
    await screen.findByRole('link', { name: 'Indigo Anarkali Kurti' });
    await user.click(row('Indigo Anarkali Kurti').getByRole('button', { name: /increase/i }));
    expect(row('Indigo Anarkali Kurti').getByText('Max available: 3')).toBeInTheDocument();
    expect(row('Indigo Anarkali Kurti').getByRole('button', { name: /increase/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('dismisses the warning banner', async () => {
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('link', { name: 'Maroon Banarasi Saree' });
    await user.click(row('Maroon Banarasi Saree').getByRole('button', { name: /increase/i }));
    await user.click(screen.getByRole('button', { name: 'Dismiss warning' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("removes lines, then shows 'Your cart is empty.' with Continue Shopping to /shop", async () => {
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('link', { name: 'Indigo Anarkali Kurti' });
    await user.click(screen.getByRole('button', { name: 'Remove Indigo Anarkali Kurti' }));
    await user.click(screen.getByRole('button', { name: 'Remove Maroon Banarasi Saree' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(JSON.parse(localStorage.getItem('vastra_cart') ?? 'null')).toEqual([]);
  });

  it('Proceed to Checkout goes to /checkout carrying the items and total', async () => {
    const user = userEvent.setup();
    const { router } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toMatchObject({
      fromCart: true,
      total: 5098,
      items: [{ id: 'k1' }, { id: 's1' }],
    });
  });

  it('sends an anonymous visitor to /login, remembering /cart', async () => {
    const { router } = renderRoute('/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/cart' });
    expect(sessionStorage.getItem('returnTo')).toBe('/cart');
  });
});
