import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SizeGuideResponse } from '@vastra/domain/api';
import { normalizeProduct, type Product } from '@vastra/domain/catalog';
import { describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../../testing/shopper-fixtures';
import { VariantDetails } from './variant-details';

// A product in two colours (docs/decisions/099-variant-options.md): keys "M / Red"; red M has 2, red L none,
// blue M none, blue L 1; blue L costs more; red and blue each have their own photo.
function twoColours(): Product {
  const raw = productFixture({
    sizes: ['M / Red', 'L / Red', 'M / Blue', 'L / Blue'],
    stockBySize: { 'M / Red': 2, 'L / Red': 0, 'M / Blue': 0, 'L / Blue': 1 },
    pricesBySize: { 'M / Red': 999, 'L / Red': 999, 'M / Blue': 999, 'L / Blue': 1099 },
    originalPricesBySize: {},
    price: 999,
    originalPrice: null,
    stock: 3,
    images: ['/uploads/red.jpg', '/uploads/blue.jpg', '/uploads/both.jpg'],
    option2Name: 'Colour',
    photosByOption: { Red: [0], Blue: [1] },
  });
  const normalized = normalizeProduct(raw, 'http://localhost');
  if (!normalized) throw new Error('bad fixture');
  return normalized;
}

function renderDetails(p: Product) {
  const onAddToCart = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const noGuide: SizeGuideResponse = { category: p.category, name: p.category, sizes: [], sizeGuide: null };
  client.setQueryData(['size-guide', p.category], noGuide);
  render(
    <QueryClientProvider client={client}>
      <VariantDetails product={p} onAddToCart={onAddToCart} onBuyNow={vi.fn()} />
    </QueryClientProvider>,
  );
  return { onAddToCart, user: userEvent.setup() };
}

const photo = () => screen.getByRole('img', { name: /^Indigo Anarkali Kurti/ });

describe('VariantDetails: a product with a second option (decision 099)', () => {
  it("shows a Colour picker and a Size picker, sold out per combination, and the chosen colour's photo", () => {
    renderDetails(twoColours());
    expect(screen.getByRole('group', { name: 'Colour: Red' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Size: M' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colour Red' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Colour Blue' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Size M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Size L (out of stock)' })).toBeDisabled();
    expect(photo()).toHaveAttribute('src', expect.stringContaining('/uploads/red.jpg'));
    expect(screen.getByText('In Stock: 2')).toBeInTheDocument();
  });

  it('switches to blue: its first size in stock, its price and its photo', async () => {
    const { user, onAddToCart } = renderDetails(twoColours());
    await user.click(screen.getByRole('button', { name: 'Colour Blue' }));
    expect(screen.getByRole('group', { name: 'Colour: Blue' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Size: L' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size M (out of stock)' })).toBeDisabled();
    expect(screen.getAllByText('₹1,099.00')).toHaveLength(2);
    expect(photo()).toHaveAttribute('src', expect.stringContaining('/uploads/blue.jpg'));
    expect(screen.getByText('In Stock: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ size: 'L / Blue', quantity: 1 });
  });
});
