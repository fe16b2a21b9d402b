import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type Location } from 'react-router';
import type { Product } from '@vastra/domain/catalog';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../testing/product-fixtures';
import { ProductCard, type ProductCardState } from './product-card';

function ProductPage() {
  const location = useLocation() as Location<ProductCardState | null>;
  return <h1>{`Product page ${location.pathname} size ${location.state?.selectedSize ?? 'none'}`}</h1>;
}

function renderCard(id: string, overrides: Partial<Product> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ProductCard product={{ ...productFixture(id), ...overrides }} /> },
      { path: '/product/:id', element: <ProductPage /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ProductCard', () => {
  it('shows the title, the visible price, the struck original and the percent off', () => {
    renderCard('k1');
    expect(screen.getByRole('heading', { name: 'Indigo Anarkali Kurti' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Indigo Anarkali Kurti' })).toHaveAttribute(
      'src',
      'http://localhost:3000/uploads/k1.jpg',
    );
    // M is out of stock, so the card shows L: ₹899 against ₹1,499, 40% off.
    expect(screen.getByText('₹899.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,499.00').closest('s')).not.toBeNull();
    expect(screen.getByText('40% OFF')).toBeInTheDocument();
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
  });

  it('shows no badge without a discount, and a placeholder without an image', () => {
    renderCard('t1');
    expect(screen.getByText('₹449.00')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Black Crew-Neck T-Shirt (no image)' })).toBeInTheDocument();
  });

  it('shows the placeholder, not the broken-image icon, when its image fails to load', () => {
    renderCard('k1');
    fireEvent.error(screen.getByRole('img', { name: 'Indigo Anarkali Kurti' }));
    expect(screen.getByRole('img', { name: 'Indigo Anarkali Kurti (no image)' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it("shows the 'Out of Stock' overlay when no stock is left", () => {
    renderCard('s1');
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it('opens /product/{id} on Enter, carrying the default size (S, as M has no stock)', async () => {
    const user = userEvent.setup();
    renderCard('k1');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Indigo Anarkali Kurti' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Product page /product/k1 size S' })).toBeInTheDocument();
  });

  it('opens /product/{id} from the Shop Now button', async () => {
    const user = userEvent.setup();
    renderCard('t1');
    await user.click(screen.getByRole('link', { name: /Shop Now/ }));
    expect(await screen.findByRole('heading', { name: 'Product page /product/t1 size M' })).toBeInTheDocument();
  });

  it("shows the rating when it has reviews: '4.3 (12)', read as '4.3 out of 5 stars, 12 reviews'", () => {
    renderCard('k1', { rating: { average: 4.3, count: 12 } });
    const spoken = screen.getByText('4.3 out of 5 stars, 12 reviews');
    expect(spoken).toHaveClass('sr-only');
    expect(spoken.parentElement).toHaveTextContent(/^4\.3 \(12\)4\.3 out of 5 stars, 12 reviews$/);
  });

  it.each([
    ['no rating', {}],
    ['no reviews', { rating: { average: 0, count: 0 } }],
  ])('shows no rating with %s', (_name, overrides) => {
    renderCard('k1', overrides);
    expect(screen.queryByText(/out of 5 stars/)).not.toBeInTheDocument();
  });
});
