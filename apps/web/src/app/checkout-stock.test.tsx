import { PlaceOrderResponse } from '@vastra/domain/api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../testing/order-fixtures';
import { renderRoute } from '../testing/render-route';
import { cartLineFixture, productFixture, userFixture } from '../testing/shopper-fixtures';

// docs/rules/cart.md#validation after a refused checkout: the cart learns the stock that is left from
// its products, fetched one by one — never from the whole product list.

const kurti = cartLineFixture({ quantity: 2 }); // M: 3 in stock when added
const saree = cartLineFixture({
  id: 's1',
  _id: 's1',
  title: 'Maroon Banarasi Saree',
  image: '/uploads/s1.jpg',
  selectedSize: 'Free',
  price: 1899,
  quantity: 1,
  stockBySize: { Free: 2 },
});
const reason = 'Sorry, "Indigo Anarkali Kurti" (M) is out of stock.';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.unstubAllGlobals());

async function checkOutByCod() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  const street = await screen.findByRole('textbox', { name: /^Street address/ });
  await user.click(street);
  await user.paste('12 MG Road');
  await user.click(screen.getByRole('textbox', { name: /^Town/ }));
  await user.paste('Lucknow');
  await user.click(screen.getByRole('textbox', { name: /^PIN/ }));
  await user.paste('226001');
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Uttar Pradesh');
  await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

const line = (title: string) => {
  const item = screen.getByRole('link', { name: title }).closest('li');
  if (!item) throw new Error(`no line for ${title}`);
  return within(item);
};

describe('a checkout refused for stock', { timeout: 30_000 }, () => {
  it("fetches the cart's products one by one and the cart then shows what is left", async () => {
    const { api, router } = renderRoute('/cart', {
      user: userFixture(),
      storage: { vastra_cart: [kurti, saree] },
      routes: {
        'POST /api/orders/cod': [409, { code: 'out_of_stock', message: reason }],
        'GET /api/client/products/k1': [200, productFixture({ stockBySize: { M: 0, L: 0, S: 1 }, stock: 1 })],
        // A product that cannot be fetched keeps its line as it was.
        'GET /api/client/products/s1': [503, { message: 'Database unavailable' }],
      },
    });
    await checkOutByCod();
    expect(await screen.findByRole('alert')).toHaveTextContent(`❌ Failed to place COD order. ${reason}`);
    await waitFor(() => expect(api.callsTo('GET /api/client/products/k1')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /api/client/products/s1')).toHaveLength(2)); // asked again once
    expect(api.callsTo('GET /api/client/products')).toHaveLength(0);

    await router.navigate('/cart');
    expect(await screen.findByText('Max available: 0')).toBeInTheDocument();
    expect(line('Indigo Anarkali Kurti').getByRole('button', { name: /^Increase quantity/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The saree (1 of 2) was not refreshed: it can still go up to its 2.
    expect(line('Maroon Banarasi Saree').queryByText(/^Max available/)).not.toBeInTheDocument();
    expect(line('Maroon Banarasi Saree').getByRole('button', { name: /^Increase quantity/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('asks for nothing when the order goes through', async () => {
    const saved = PlaceOrderResponse.parse({ success: true, order: orderFixture({ _id: 'o1' }), orderId: 'o1' });
    const { api } = renderRoute('/cart', {
      user: userFixture(),
      storage: { vastra_cart: [kurti] },
      routes: { 'POST /api/orders/cod': [201, saved] },
    });
    await checkOutByCod();
    expect(await screen.findByRole('dialog', { name: 'Order placed successfully' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/client/products'))).toEqual([]);
  });
});
