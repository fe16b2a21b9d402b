import { AuthResponse } from '@vastra/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productPageRoutes } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { cartLineFixture, productFixture, shopConfigFixture, userFixture } from '../../testing/shopper-fixtures';

const kurti = productFixture();
const productRoutes = productPageRoutes(kurti);

afterEach(() => vi.unstubAllGlobals());

/**
 * The button once it is enabled (it waits for this browser's cart), found afresh at each look: a node found before
 * the page took over its drawn parts may no longer be the one on the page.
 */
async function enabledButton(name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const button = screen.getByRole('button', { name });
      expect(button).toBeEnabled();
      return button;
    },
    { timeout: 15_000 },
  );
}

describe('/product/{id}', { timeout: 20_000 }, () => {
  it('sends an anonymous visitor who adds to cart to /login, remembering the product', async () => {
    const { router } = renderRoute('/product/k1', { routes: productRoutes });
    // The button waits for this browser's cart, which keeps the line until the login.
    const add = await enabledButton('Add to Cart');
    await userEvent.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/product/k1' });
  });

  it("adds for a signed-in shopper with 'Item added to cart!', and shows the stock warning beyond stock", async () => {
    const user = userEvent.setup();
    renderRoute('/product/k1', { routes: productRoutes, user: userFixture() });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect((await screen.findByText('Item added to cart!')).closest('[role="status"]')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('vastra_cart') ?? '[]')).toMatchObject([
      { id: 'k1', selectedSize: 'M', quantity: 3 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Only 3 items available in stock.')).toBeInTheDocument();
  });

  it('Buy Now goes to /checkout carrying the product, size, price and quantity', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/product/k1', { routes: productRoutes, user: userFixture() });
    await user.click(await screen.findByRole('button', { name: 'Size S' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toMatchObject({
      fromCart: false,
      total: 1199,
      items: [{ id: 'k1', _id: 'k1', selectedSize: 'S', price: 1199, quantity: 1 }],
    });
  });

  it.each([
    ['claims free shipping when the shop charges no delivery fee', 0, 'en', 'Inclusive of all taxes · Free shipping'],
    [
      'says what delivery costs once the owner sets a fee',
      49,
      'en',
      'Inclusive of all taxes · Delivery ₹49 · free on orders of ₹999 or more',
    ],
    ['claims free shipping in Hindi', 0, 'hi', 'सभी टैक्स शामिल · मुफ़्त शिपिंग'],
    ['says what delivery costs in Hindi', 49, 'hi', 'सभी टैक्स शामिल · डिलीवरी ₹49 · ₹999 या उससे ज़्यादा के ऑर्डर पर मुफ़्त'],
  ] as const)('%s (docs/decisions/087-delivery-and-cod-fees.md)', async (_, feeRupees, language, line) => {
    // The owner's fees come with the shop's configuration every page carries: no request of the product page's own.
    const delivery = { feeRupees, freeAboveRupees: 999, codFeeRupees: 29 };
    const { api } = renderRoute('/product/k1', {
      routes: { ...productRoutes, 'GET /api/shop-config': [200, { ...shopConfigFixture, delivery }] },
      language,
    });
    expect(await screen.findByText(line, { exact: true })).toBeInTheDocument();
    expect(api.callsTo('GET /api/checkout/rules')).toHaveLength(0);
  });

  it("claims nothing of shipping when the shop's configuration carries no fees (a page kept from before)", async () => {
    const { api } = renderRoute('/product/k1', { routes: productRoutes });
    await waitFor(() => expect(api.callsTo('GET /api/shop-config')).toHaveLength(1));
    expect(await screen.findByText('Inclusive of all taxes', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/Free shipping|Delivery ₹/)).not.toBeInTheDocument();
  });

  it("names the product's category in the breadcrumb as the shop's configuration does", async () => {
    const categories = [{ slug: 'kurti', name: 'Kurtis & Tunics' }];
    renderRoute('/product/k1', {
      routes: { ...productRoutes, 'GET /api/shop-config': [200, { ...shopConfigFixture, categories }] },
    });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(breadcrumb).findByRole('link', { name: 'Kurtis & Tunics' })).toHaveAttribute(
      'href',
      '/shop?category=kurti',
    );
  });

  it("shows 'Product not found' for a missing product", async () => {
    renderRoute('/product/nope', {
      routes: { 'GET /api/client/products/nope': [404, { message: 'Product not found' }] },
    });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it("puts the picked colour's photo on the bag's line (docs/decisions/099-variant-options.md)", async () => {
    const colours = productFixture({
      _id: 'c2',
      sizes: ['M / Red', 'M / Blue'],
      stockBySize: { 'M / Red': 2, 'M / Blue': 3 },
      pricesBySize: { 'M / Red': 999, 'M / Blue': 999 },
      originalPricesBySize: {},
      price: 999,
      originalPrice: null,
      stock: 5,
      images: ['/uploads/both.jpg', '/uploads/red.jpg', '/uploads/blue.jpg'],
      option2Name: 'Colour',
      photosByOption: { Red: [1], Blue: [2] },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/product/c2', { routes: productPageRoutes(colours), user: userFixture() });
    // The button waits for this browser's cart; the pickers of a second option are the page's lazy part.
    await enabledButton('Add to Cart');
    await user.click(await screen.findByRole('button', { name: 'Colour Blue' }, { timeout: 15_000 }));
    await user.click(await enabledButton('Add to Cart'));
    expect(await screen.findByText('Item added to cart!')).toBeInTheDocument();
    // The bag, its drawer and the checkout's summary show the line's own photo (cart-view.test.tsx).
    expect(JSON.parse(localStorage.getItem('vastra_cart') ?? '[]')).toMatchObject([
      { id: 'c2', selectedSize: 'M / Blue', image: expect.stringContaining('/uploads/blue.jpg') as unknown },
    ]);
  });

  describe('what an anonymous shopper asked for survives the forced login', () => {
    const serverLine = cartLineFixture({
      id: 'b1',
      _id: 'b1',
      title: 'Block Print Saree',
      selectedSize: 'Free',
      stockBySize: { Free: 4 },
    });
    const loginRoutes = {
      ...productRoutes,
      'POST /api/auth/login': [
        200,
        AuthResponse.parse({
          token: 'fresh-token',
          message: 'Login successful',
          user: userFixture({ cart: [serverLine] }),
        }),
      ] as const,
    };

    async function chooseAndPress(button: 'Add to Cart' | 'Buy Now', size: string, quantity: number) {
      const user = userEvent.setup();
      await enabledButton(button);
      await user.click(screen.getByRole('button', { name: `Size ${size}` }));
      for (let i = 1; i < quantity; i += 1) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(await enabledButton(button));
      return user;
    }

    async function logIn(user: ReturnType<typeof userEvent.setup>) {
      // The Login tab opens on the code (docs/decisions/111-sign-in-by-otp.md); the password form is one press away.
      await user.click(await screen.findByRole('button', { name: 'Sign in with password instead' }));
      await user.type(screen.getByLabelText(/Phone number/), '9876543210');
      await user.type(screen.getByLabelText('Password'), 'secret-pass');
      await user.click(screen.getByRole('button', { name: 'Login' }));
    }

    it(
      'Add to Cart: after login the line is in the cart with the size and ' +
        "quantity chosen, and 'Item added to cart!'",
      async () => {
        const { router, api } = renderRoute('/product/k1', { routes: loginRoutes });
        const user = await chooseAndPress('Add to Cart', 'M', 3);
        await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
        await logIn(user);
        await waitFor(() => expect(router.state.location.pathname).toBe('/product/k1'));
        expect(await screen.findByText('Item added to cart!')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Size M' })).toHaveAttribute('aria-pressed', 'true');
        expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('3')).toBeInTheDocument();
        // Merged with the account's server cart, and pushed with the new token.
        await waitFor(() =>
          expect(JSON.parse(localStorage.getItem('vastra_cart') ?? '[]')).toMatchObject([
            { id: 'b1', selectedSize: 'Free', quantity: 1 },
            { id: 'k1', selectedSize: 'M', quantity: 3 },
          ]),
        );
        const pushes = api.callsTo('POST /api/auth/update-cart');
        expect(pushes.at(-1)).toMatchObject({
          authorization: 'Bearer fresh-token',
          body: { cart: [{ id: 'b1' }, { id: 'k1', quantity: 3 }] },
        });
      },
    );

    it('Buy Now: after login checkout opens with the product, size and quantity chosen', async () => {
      const { router } = renderRoute('/product/k1', { routes: loginRoutes });
      const user = await chooseAndPress('Buy Now', 'M', 2);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await logIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
      expect(router.state.location.state).toMatchObject({
        fromCart: false,
        total: 2598,
        items: [{ id: 'k1', _id: 'k1', selectedSize: 'M', price: 1299, quantity: 2 }],
      });
      // Buy Now never touches the cart.
      expect(JSON.parse(localStorage.getItem('vastra_cart') ?? '[]')).toMatchObject([{ id: 'b1' }]);
    });

    it('a login that goes elsewhere forgets the request: the product page later does nothing by itself', async () => {
      const { router } = renderRoute('/product/k1', { routes: loginRoutes });
      const user = await chooseAndPress('Buy Now', 'M', 2);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      // The shopper leaves the login for /cart (login-required) and logs in from there.
      await router.navigate('/cart');
      await waitFor(() =>
        expect(router.state.location).toMatchObject({ pathname: '/login', state: { from: '/cart' } }),
      );
      await logIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
      await router.navigate('/product/k1');
      expect(await screen.findByRole('button', { name: 'Size M' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('1')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/product/k1');
    });
  });
});
