import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SizeGuideResponse } from '@vastra/domain/api';
import { normalizeProduct, type Product } from '@vastra/domain/catalog';
import { describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../../testing/shopper-fixtures';
import { ProductDetails } from './product-details';

function product(overrides: Parameters<typeof productFixture>[0] = {}): Product {
  const normalized = normalizeProduct(productFixture(overrides), 'http://localhost');
  if (!normalized) throw new Error('bad fixture');
  return normalized;
}

function renderDetails(p: Product = product()) {
  const onAddToCart = vi.fn();
  const onBuyNow = vi.fn();
  // The size guide's button reads its category's chart; this one has none, so no button and no request.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const noGuide: SizeGuideResponse = { category: p.category, name: p.category, sizes: [], sizeGuide: null };
  client.setQueryData(['size-guide', p.category], noGuide);
  render(
    <QueryClientProvider client={client}>
      <ProductDetails product={p} onAddToCart={onAddToCart} onBuyNow={onBuyNow} />
    </QueryClientProvider>,
  );
  return { onAddToCart, onBuyNow, user: userEvent.setup() };
}

const size = (name: string) => screen.getByRole('button', { name: new RegExp(`^Size ${name}\\b`) });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });

describe('ProductDetails (docs/rules/catalogue.md#product-detail, docs/rules/cart.md#validation)', () => {
  it('shows title, description, the price with original and percent off', () => {
    renderDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'Indigo Anarkali Kurti' })).toBeInTheDocument();
    expect(screen.getByText('Hand-block printed cotton with a flared hem.')).toBeInTheDocument();
    // The price under the title, and the phone's buy bar's (hidden from screen readers, which have the first).
    expect(screen.getAllByText('₹1,299.00')).toHaveLength(2);
    expect(screen.getByText('₹1,999.00')).toBeInTheDocument();
    expect(screen.getByText('35% OFF')).toBeInTheDocument();
  });

  it("names the category as the shop names it (the size guide's answer), not by its slug", () => {
    const p = product({ category: 't-shirt' });
    const client = new QueryClient();
    const guide: SizeGuideResponse = { category: 't-shirt', name: 'Graphic Tees', sizes: [], sizeGuide: null };
    client.setQueryData(['size-guide', 't-shirt'], guide);
    render(
      <QueryClientProvider client={client}>
        <ProductDetails product={p} onAddToCart={vi.fn()} onBuyNow={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Graphic Tees')).toBeInTheDocument();
    expect(screen.queryByText('t-shirt')).toBeNull();
  });

  it('shows the placeholder in the gallery when a photo or a thumbnail fails to load', () => {
    renderDetails();
    const main = screen.getByRole('img', { name: 'Indigo Anarkali Kurti, image 1 of 2' });
    const thumbnail = screen.getByRole('button', { name: 'Show image 2 of 2' }).querySelector('img');
    fireEvent.error(main);
    fireEvent.error(thumbnail as HTMLImageElement);
    expect(screen.getByRole('img', { name: 'Indigo Anarkali Kurti, image 1 of 2 (no image)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' }).querySelector('img')).toBeNull();
    expect(
      within(screen.getByRole('button', { name: 'Show image 2 of 2' })).getByTestId('photo-placeholder'),
    ).toBeVisible();
  });

  it('disables a size with zero stock and starts on the first size with stock', () => {
    renderDetails(product({ sizes: ['L', 'M', 'S'] }));
    expect(size('L')).toBeDisabled();
    expect(size('L')).toHaveAccessibleName('Size L (out of stock)');
    expect(size('M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('In Stock: 3')).toBeInTheDocument();
  });

  it('bounds the quantity between 1 and the stock of the selected size', async () => {
    const { user, onAddToCart } = renderDetails();
    expect(minus()).toBeDisabled();
    await user.click(plus());
    await user.click(plus());
    expect(plus()).toBeDisabled();
    expect(screen.getByText('3', { selector: 'output' })).toBeInTheDocument();
    await user.click(size('S'));
    expect(screen.getByText('In Stock: 1')).toBeInTheDocument();
    expect(screen.getByText('1', { selector: 'output' })).toBeInTheDocument();
    expect(plus()).toBeDisabled();
    expect(screen.getAllByText('₹1,199.00')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ size: 'S', quantity: 1 });
  });

  it("reads 'Out of Stock' and cannot be bought when the size has no stock", () => {
    renderDetails(product({ sizes: ['M'], stockBySize: { M: 0 }, stock: 0 }));
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.getByText('In Stock: 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it("keeps the chosen size's price beside the buttons, in the bar a phone pins to the screen's foot", async () => {
    const { user } = renderDetails();
    const bar = () => screen.getByRole('button', { name: 'Add to Cart' }).parentElement as HTMLElement;
    expect(bar()).toHaveClass('max-sm:fixed', 'max-sm:bottom-0');
    expect(within(bar()).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(within(bar()).getByText('₹1,299.00')).toHaveAttribute('aria-hidden', 'true');
    await user.click(size('S'));
    expect(within(bar()).getByText('₹1,199.00')).toBeInTheDocument();
  });

  it('hands the chosen size and quantity to Buy Now', async () => {
    const { user, onBuyNow } = renderDetails();
    await user.click(plus());
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(onBuyNow).toHaveBeenCalledWith({ size: 'M', quantity: 2 });
  });

  it('switches the gallery image with the thumbnails, by click and arrow keys', async () => {
    const { user } = renderDetails();
    expect(screen.getByRole('img', { name: 'Indigo Anarkali Kurti, image 1 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Indigo Anarkali Kurti, image 2 of 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show image 1 of 2' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Indigo Anarkali Kurti, image 1 of 2' })).toBeInTheDocument();
  });
});
