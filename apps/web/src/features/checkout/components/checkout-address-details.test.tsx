import { ADDRESS_DETAIL_LABELS } from '@vastra/domain/address';
import { BookShippingResponse, PlaceOrderResponse } from '@vastra/domain/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../../../testing/order-fixtures';
import { renderCheckout } from '../testing/render-checkout';

// The address's optional details at checkout (docs/decisions/130-address-details.md).

afterEach(() => vi.unstubAllGlobals());

const saved = PlaceOrderResponse.parse({ success: true, order: orderFixture({ _id: 'ord-7' }), orderId: 'ord-7' });
const booked = BookShippingResponse.parse({ success: true, data: { awb: 'SIM7', courier: 'Delhivery' }, message: '' });
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('checkout: flat, area, landmark and an alternate phone', { timeout: 20_000 }, () => {
  it('are offered as optional and go with the order', async () => {
    const { api } = renderCheckout({
      routes: { 'POST /api/orders/cod': [201, saved], 'POST /api/orders/book-shipping/ord-7': [200, booked] },
    });
    await screen.findByRole('textbox', { name: /^Street address/ });
    for (const label of Object.values(ADDRESS_DETAIL_LABELS)) {
      expect(box(label)).not.toBeRequired();
      expect(screen.getByText(label).closest('label')).toHaveTextContent(`${label} (optional)`);
    }
    await paste(box(ADDRESS_DETAIL_LABELS.house), 'Flat 3B, Sunrise Apts');
    await paste(box('Street address'), '12 MG Road');
    await paste(box(ADDRESS_DETAIL_LABELS.area), 'Gomti Nagar');
    await paste(box(ADDRESS_DETAIL_LABELS.landmark), 'the Hanuman temple');
    await paste(box('Town'), 'Lucknow');
    await paste(box('PIN code'), '226001');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Uttar Pradesh');
    await paste(box(ADDRESS_DETAIL_LABELS.altPhone), '+91 91234 56780');
    expect(box(ADDRESS_DETAIL_LABELS.altPhone)).toHaveValue('9123456780');
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Order placed successfully' });
    expect(api.callsTo('POST /api/orders/cod')[0]?.body).toMatchObject({
      customerInfo: {
        address: '12 MG Road',
        house: 'Flat 3B, Sunrise Apts',
        area: 'Gomti Nagar',
        landmark: 'the Hanuman temple',
        altPhone: '9123456780',
      },
    });
  });

  it('says what is wrong with an alternate phone, under it', async () => {
    const { api } = renderCheckout();
    await paste(await screen.findByRole('textbox', { name: /^Street address/ }), '12 MG Road');
    await paste(box('Town'), 'Lucknow');
    await paste(box('PIN code'), '226001');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Uttar Pradesh');
    await paste(box(ADDRESS_DETAIL_LABELS.altPhone), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid 10-digit alternate phone number, or leave it empty.',
    );
    expect(api.callsTo('POST /api/orders/cod')).toHaveLength(0);
    expect(api.callsTo('POST /api/payment/create-order')).toHaveLength(0);
  });
});
