import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../testing/order-fixtures';
import { OrderAfterSale } from './order-after-sale';

describe('OrderAfterSale', () => {
  it('shows a cancellation with its reason and each refund in its state (dates in IST)', () => {
    const order = orderFixture({
      status: 'cancelled',
      cancelledAt: '2026-11-24T20:00:00.000Z',
      shipping: { cancellationReason: 'Ordered the wrong size' },
      refunds: [
        {
          amount: 799,
          status: 'processed',
          createdAt: '2026-11-24T20:00:00.000Z',
          settledAt: '2026-11-25T19:00:00.000Z',
        },
        { amount: 1250.5, status: 'pending', createdAt: '2026-11-25T10:00:00.000Z', settledAt: null },
        { amount: 99, status: 'failed', createdAt: '2026-11-25T11:00:00.000Z', settledAt: '2026-11-25T11:05:00.000Z' },
      ],
    });
    render(<OrderAfterSale order={order} />);
    expect(screen.getByText(/^Cancelled on .*: Ordered the wrong size$/)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Refunds' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/^Refund of ₹799\.00 sent back to your payment method on /);
    expect(items.slice(1)).toEqual(['Refund of ₹1,250.50: processing', 'Refund of ₹99.00 failed: we will contact you']);
  });

  it('uses the IST day: a cancellation at 20:00 UTC is the next day in India', () => {
    const order = orderFixture({
      status: 'cancelled',
      cancelledAt: '2026-11-24T20:00:00.000Z',
      shipping: { cancellationReason: 'Late' },
      refunds: [],
    });
    render(<OrderAfterSale order={order} />);
    expect(screen.getByText(/Cancelled on/).textContent).toMatch(/25/);
  });

  it('shows nothing for an order neither cancelled nor refunded', () => {
    const { container } = render(<OrderAfterSale order={orderFixture({ refunds: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
