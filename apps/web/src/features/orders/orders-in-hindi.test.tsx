import { ORDER_BADGE_LABELS } from '@vastra/domain/after-sale';
import { PayoutDestinationInput } from '@vastra/domain/api';
import { PAYMENT_INSTRUMENT_LABELS } from '@vastra/domain/orders';
import { RETURN_REASON_LABELS, RETURN_STATE_LABELS, RETURNS_MESSAGES } from '@vastra/domain/returns';
import { DISPLAY_STATUS, ORDER_DETAILS_LABELS } from '@vastra/domain/tracking';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator, ENGLISH, I18nProvider } from '../../lib/i18n';
import { hi } from '../../lib/i18n/hi';
import {
  ORDER_BADGE_MESSAGES,
  PAYMENT_INSTRUMENT_MESSAGES,
  RETURN_REASON_MESSAGES,
  RETURN_STATE_MESSAGES,
  STATUS_MESSAGES,
  statusText,
} from './model/order-texts';
import { PAYOUT_MESSAGES, RETURN_FORM_MESSAGES } from './returns/return-form';
import { ReturnRequestCard } from './returns/return-request-card';
import { returnRequestFixture } from './returns/testing/return-fixtures';

describe('the orders screens in Hindi (docs/decisions/136-hindi-storefront.md)', () => {
  it('mark the English of the domain word for word, so the English screens say what they said', () => {
    const statuses = [...Object.values(DISPLAY_STATUS), ...ORDER_DETAILS_LABELS];
    expect(STATUS_MESSAGES).toEqual(Object.fromEntries(statuses.map((status) => [status, status])));
    expect(RETURN_STATE_MESSAGES).toEqual(RETURN_STATE_LABELS);
    expect(RETURN_REASON_MESSAGES).toEqual(RETURN_REASON_LABELS);
    expect(ORDER_BADGE_MESSAGES).toEqual(ORDER_BADGE_LABELS);
    expect(PAYMENT_INSTRUMENT_MESSAGES).toEqual(PAYMENT_INSTRUMENT_LABELS);
    expect(RETURN_FORM_MESSAGES.sizeNeeded).toBe(RETURNS_MESSAGES.sizeNeeded);
    expect(RETURN_FORM_MESSAGES.payoutRequired).toBe(RETURNS_MESSAGES.payoutRequired);
    const payoutIssues = [
      { kind: 'upi', upiId: 'nobody' },
      { kind: 'bank', accountName: '', accountNumber: '', ifsc: '' },
    ].flatMap((input) => PayoutDestinationInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
    expect(payoutIssues).toHaveLength(4);
    expect(PAYOUT_MESSAGES).toEqual(expect.arrayContaining(payoutIssues));
  });

  it("shows Shiprocket's common labels in Hindi on a Hindi page; on an English one any courier text as written", () => {
    const hindi = createTranslator('hi', hi);
    expect(statusText(hindi.tm, 'AWB Assigned')).toBe('AWB जारी हुआ');
    expect(statusText(hindi.tm, 'PICKUP_SCHEDULED')).toBe('पिकअप तय हुआ');
    expect(statusText(hindi.tm, 'Pickup Scheduled/Generated')).toBe('पिकअप तय हुआ');
    expect(statusText(hindi.tm, ' undelivered ')).toBe('डिलीवर नहीं हो सका');
    expect(statusText(hindi.tm, 'Reached at Destination (Hub)')).toBe('डेस्टिनेशन हब पहुँचा');
    expect(statusText(hindi.tm, 'Delivered')).toBe('डिलीवर हो गया');
    // A courier's own sentence, not a label: as written.
    expect(statusText(hindi.tm, 'Bag received at facility')).toBe('Bag received at facility');
    for (const label of ['AWB Assigned', 'PICKUP SCHEDULED', 'Undelivered', 'Bag received at facility']) {
      expect(statusText(ENGLISH.tm, label)).toBe(label);
    }
  });

  it("shows a return request's card in Hindi: sizes, state, steps and dates; the product as written", () => {
    render(
      <I18nProvider language="hi" catalogue={hi}>
        <ul>
          <ReturnRequestCard request={returnRequestFixture({ quantity: 1 })} />
        </ul>
      </I18nProvider>,
    );
    const card = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByText('एक्सचेंज: साइज़ M → L')).toBeInTheDocument();
    expect(within(card).getByText('Indigo Anarkali Kurti · मात्रा 1')).toBeInTheDocument();
    expect(within(card).getByText('स्थिति:').parentElement).toHaveTextContent('स्थिति: अनुरोध किया गया');
    const steps = within(screen.getByRole('list', { name: 'प्रगति' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/^✓/, '')); // the tick is aria-hidden
    expect(steps).toEqual([
      'अनुरोध किया गया (अभी)· 4 दिस॰ 2026',
      'मंज़ूर हुआ (बाकी)',
      'पिकअप तय हुआ (बाकी)',
      'पिकअप हो गया (बाकी)',
      'हमें मिल गया (बाकी)',
      'एक्सचेंज शिप हो गया (बाकी)',
    ]);
  });
});
