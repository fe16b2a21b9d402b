import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n';
import { hi } from '../../../lib/i18n/hi';
import { ReturnRequestCard } from './return-request-card';
import { returnRequestFixture } from './testing/return-fixtures';
import type { ReturnRequest } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';

function renderCard(request: ReturnRequest, language: Language = 'en') {
  render(
    <I18nProvider language={language} catalogue={language === 'hi' ? hi : null}>
      <ul>
        <ReturnRequestCard request={request} />
      </ul>
    </I18nProvider>,
  );
  const steps = within(screen.getByRole('list', { name: language === 'hi' ? 'प्रगति' : 'Progress' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^✓/, '')); // the tick is aria-hidden
  return { card: screen.getAllByRole('listitem')[0] as HTMLElement, steps };
}

describe('ReturnRequestCard', () => {
  it('an exchange just asked for: its sizes, state and steps, the first one current', () => {
    const { card, steps } = renderCard(returnRequestFixture({ quantity: 1 }));
    expect(card).toHaveTextContent('Exchange: size M → L');
    expect(card).toHaveTextContent('Indigo Anarkali Kurti · Quantity 1');
    expect(within(card).getByText('Status:').parentElement).toHaveTextContent('Status: Requested');
    expect(steps).toEqual([
      'Requested (current)· 4 Dec 2026',
      'Approved (to come)',
      'Pickup scheduled (to come)',
      'Picked up (to come)',
      'Received (to come)',
      'Exchange shipped (to come)',
    ]);
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(within(progress).getByText('Requested').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it.each([
    ['a Hindi page: by the Hindi title the order kept', 'hi', 'इंडिगो अनारकली कुर्ती · मात्रा 1'],
    ['an English page: by its title', 'en', 'Indigo Anarkali Kurti · Quantity 1'],
  ] as const)('names the product on %s (decision 184)', (_page, language, line) => {
    const { card } = renderCard(returnRequestFixture({ quantity: 1, hindiTitle: 'इंडिगो अनारकली कुर्ती' }), language);
    expect(within(card).getByText(line)).toBeInTheDocument();
  });

  it('names a request of a line without a Hindi title by its title on a Hindi page', () => {
    const { card } = renderCard(returnRequestFixture({ quantity: 1 }), 'hi');
    expect(within(card).getByText('Indigo Anarkali Kurti · मात्रा 1')).toBeInTheDocument();
  });

  it('an exchange of a product with a second option names both variants by their labels', () => {
    const { card } = renderCard(
      returnRequestFixture({ size: 'M / Red', exchangeSize: 'L / Red', option2Name: 'Colour', quantity: 1 }),
    );
    expect(card).toHaveTextContent('Exchange: Size: M · Colour: Red → Size: L · Colour: Red');
  });

  it('an exchange shipped: every step done, the pickup and the new shipment by AWB', () => {
    const at = '2026-12-06T05:00:00.000Z';
    const { card, steps } = renderCard(
      returnRequestFixture({
        state: 'exchange_shipped',
        pickup: { awb: 'RVP123', courier: 'Delhivery', error: null },
        exchangeShipment: { awb: 'FWD456', courier: 'Delhivery', error: null },
        times: { approved: at, pickup_scheduled: at, picked_up: at, received: at, exchange_shipped: at },
      }),
    );
    expect(steps.slice(0, 5).every((s) => s?.includes('(done)'))).toBe(true);
    expect(steps[5]).toBe('Exchange shipped (current)· 6 Dec 2026');
    expect(card).toHaveTextContent('Pickup AWB RVP123');
    expect(card).toHaveTextContent('Exchange shipment AWB FWD456');
  });

  it('a COD return refunded: the amount, the destination masked only, the bank reference', () => {
    const at = '2026-12-06T05:00:00.000Z';
    const { card, steps } = renderCard(
      returnRequestFixture({
        kind: 'return',
        state: 'refunded',
        exchangeSize: null,
        refundPaise: 129_900,
        refundDestination: 'upi',
        payoutMasked: 'pr**********@okaxis',
        refund: { status: 'processed', reference: 'UTR998877', failureReason: null },
        times: { approved: at, pickup_scheduled: at, received: at, refunded: at },
      }),
    );
    expect(card).toHaveTextContent('Return: ₹1,299.00');
    expect(screen.getByText('Refund to pr**********@okaxis')).toBeInTheDocument();
    expect(card).toHaveTextContent('Refund reference UTR998877');
    expect(steps.at(-1)).toBe('Refunded (current)· 6 Dec 2026');
    expect(steps[3]).toBe('Picked up (done)');
    expect(within(card).getByText('Status:').parentElement).toHaveTextContent('Status: Refunded');
  });

  it('a received return whose refund failed shows no reference of the failed refund (it waits for a new one)', () => {
    const { card } = renderCard(
      returnRequestFixture({
        kind: 'return',
        state: 'received',
        exchangeSize: null,
        refundPaise: 129_900,
        refundDestination: 'original_payment',
        refund: { status: 'failed', reference: 'rfnd_Failed00001', failureReason: 'Refused by the gateway' },
        times: { received: '2026-12-06T05:00:00.000Z' },
      }),
    );
    expect(within(card).getByText('Status:').parentElement).toHaveTextContent('Status: Received');
    expect(card).not.toHaveTextContent('Refund reference');
  });

  it('a rejected request: the reason, and the steps it reached', () => {
    const { card, steps } = renderCard(
      returnRequestFixture({
        state: 'rejected',
        rejectionReason: 'The tags were removed.',
        times: { rejected: '2026-12-05T05:00:00.000Z' },
      }),
    );
    expect(screen.getByText('Rejected: The tags were removed.')).toBeInTheDocument();
    expect(within(card).getByText('Status:').parentElement).toHaveTextContent('Status: Rejected');
    expect(steps[0]).toBe('Requested (done)· 4 Dec 2026');
    expect(steps[1]).toBe('Approved (to come)');
  });
});
