import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { productFixture, userFixture } from '../../testing/shopper-fixtures';

const kurti = productFixture();
const productRoutes = {
  'GET /api/client/products/k1': [200, kurti] as const,
  'GET /api/reviews/k1': [200, []] as const,
  'GET /api/reviews/check-eligibility/k1': [200, { eligible: false }] as const,
};

afterEach(() => vi.unstubAllGlobals());

describe('/product/{id}', () => {
  it('sends an anonymous visitor who adds to cart to /login, remembering the product', async () => {
    const { router } = renderRoute('/product/k1', { routes: productRoutes });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
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
    expect(JSON.parse(localStorage.getItem('vastra_cart') ?? '[]')).toMatchObject([{ id: 'k1', selectedSize: 'M', quantity: 3 }]);
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
      items: [{ product: { _id: 'k1' }, size: 'S', price: 1199, quantity: 1 }],
    });
  });

  it('lists up to 5 similar products from the same category', async () => {
    const others = Array.from({ length: 7 }, (_, i) => productFixture({ _id: `k${i + 2}`, title: `Kurti ${i + 2}` }));
    const saree = productFixture({ _id: 's1', title: 'Silk Saree', category: 'saree' });
    renderRoute('/product/k1', { routes: { ...productRoutes, 'GET /api/client/products': [200, [kurti, ...others, saree]] } });
    const section = await screen.findByRole('region', { name: 'You may also like' });
    expect(section.querySelectorAll('article')).toHaveLength(5);
    expect(screen.queryByText('Silk Saree')).not.toBeInTheDocument();
  });

  it("shows 'Product not found' for a missing product", async () => {
    renderRoute('/product/nope', { routes: { 'GET /api/client/products/nope': [404, { message: 'Product not found' }] } });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});
