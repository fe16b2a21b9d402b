import { OrderListResponse, PlaceOrderResponse } from '@vastra/domain/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../../../../testing/order-fixtures';
import { renderCheckout } from '../../testing/render-checkout';
import { savedAddressFixture } from '../testing/saved-address-fixture';
import { serviceabilityFixture } from '../../../../testing/delivery-fixtures';

afterEach(() => vi.unstubAllGlobals());

const home = savedAddressFixture({ isDefault: false, address: '12 MG Road' });
const office = savedAddressFixture({
  id: 'addr-2',
  label: 'Office',
  firstName: 'Ravi',
  address: '4 Residency Road',
  city: 'Mysuru',
  pinCode: '570001',
  isDefault: true,
});
const placed = PlaceOrderResponse.parse({ success: true, order: orderFixture({ _id: 'ord-9' }), orderId: 'ord-9' });
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}
const stateSelect = () => screen.getByRole('combobox', { name: /^State/ });
const GUWAHATI = serviceabilityFixture();

describe('checkout with saved addresses', () => {
  it('delivers to the default at first, shown as its card, and fills the form; "Change" lists the cards', async () => {
    renderCheckout({ routes: { 'GET /api/addresses': [200, [office, home]] } });
    // The list arrives first; the default is chosen, and the form filled, in the effect that follows it.
    await vi.waitFor(() => expect(box('Street address')).toHaveValue('4 Residency Road'));
    expect(box('First name')).toHaveValue('Ravi');
    expect(box('Town / City')).toHaveValue('Mysuru');
    expect(box('PIN code')).toHaveValue('570001');
    const deliverTo = screen.getByRole('region', { name: 'Deliver to' });
    expect(deliverTo).toHaveTextContent(
      'OfficeDefaultRavi Verma4 Residency Road, Mysuru, Karnataka 570001+91 9876543210',
    );
    expect(within(deliverTo).queryByRole('list')).toBeNull();

    await userEvent.click(within(deliverTo).getByRole('button', { name: 'Change' }));
    const cards = within(deliverTo).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'OfficeDefaultRavi Verma4 Residency Road, Mysuru, Karnataka 570001+91 9876543210Delivering here',
      'HomeAsha Verma12 MG Road, Bengaluru, Karnataka 560001+91 9876543210Deliver here',
      'Deliver to a new address',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Deliver here: Home: 12 MG Road' }));
    expect(box('Street address')).toHaveValue('12 MG Road');
    expect(box('First name')).toHaveValue('Asha');
    expect(screen.getByRole('region', { name: 'Deliver to' })).toHaveTextContent(/^Deliver toHomeAsha Verma12 MG Road/);
    expect(screen.queryByRole('list', { name: 'Saved addresses' })).toBeNull();
  });

  it('"A new address" starts empty, and the PIN typed fills City and State before payment', async () => {
    const { api } = renderCheckout({
      routes: {
        'GET /api/addresses': [200, [home]],
        'GET /api/shipping/serviceability': (call) =>
          call.query.get('pincode') === '781001' ? [200, GUWAHATI] : [400, { message: 'bad' }],
        'POST /api/orders/cod': [201, placed],
      },
    });
    await vi.waitFor(() => expect(box('Town / City')).toHaveValue('Bengaluru'));
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to a new address' }));
    expect(screen.getByRole('region', { name: 'Deliver to' })).toHaveTextContent('A new address: fill it in below.');
    expect(box('Street address')).toHaveValue('');
    expect(box('Town / City')).toHaveValue('');
    expect(box('PIN code')).toHaveValue('');
    // No state is chosen for her (docs/deviations.md) until the PIN fills it.
    expect(stateSelect()).toHaveValue('');
    expect(box('First name')).toHaveValue('Asha');
    await paste(box('Street address'), 'House 7, GS Road');
    await userEvent.type(box('PIN code'), '781001');
    await vi.waitFor(() => expect(box('Town / City')).toHaveValue('Guwahati'));
    expect(stateSelect()).toHaveValue('Assam');
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/cod')).toHaveLength(1));
    expect(api.callsTo('POST /api/orders/cod')[0]?.body).toMatchObject({
      customerInfo: { address: 'House 7, GS Road', city: 'Guwahati', state: 'Assam', pincode: '781001' },
    });
  });

  it("a PIN typed over a saved address's corrects City and State; a State changed away is refused", async () => {
    const { api } = renderCheckout({
      routes: {
        'GET /api/addresses': [200, [home]],
        'GET /api/shipping/serviceability': (call) =>
          call.query.get('pincode') === '781001' ? [200, GUWAHATI] : [400, { message: 'bad' }],
        'POST /api/orders/cod': [201, placed],
      },
    });
    await vi.waitFor(() => expect(box('PIN code')).toHaveValue('560001'));
    await userEvent.clear(box('PIN code'));
    await userEvent.type(box('PIN code'), '781001');
    await vi.waitFor(() => expect(box('Town / City')).toHaveValue('Guwahati'));
    expect(stateSelect()).toHaveValue('Assam');
    await userEvent.selectOptions(stateSelect(), 'Karnataka');
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('PIN 781001 is in Assam, not Karnataka')).toBeInTheDocument();
    // Focus moves in an effect after the message renders: wait for it, as a loaded machine may run it later.
    await vi.waitFor(() => expect(stateSelect()).toHaveFocus());
    expect(api.callsTo('POST /api/orders/cod')).toHaveLength(0);
  });

  it('offers no choice without saved addresses (or when the book does not answer), only the checkbox', async () => {
    renderCheckout();
    expect(await screen.findByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Deliver to' })).toBeNull();
    expect(box('Street address')).toHaveValue('');
  });

  it('saves a new address after the order when asked, and the order stands if saving fails', async () => {
    const { api, onOrderPlaced } = renderCheckout({
      routes: {
        'GET /api/addresses': [200, []],
        'POST /api/orders/cod': [201, placed],
        'POST /api/orders/book-shipping/ord-9': [502, { message: 'Courier down' }],
        'POST /api/addresses': [409, { code: 'conflict', message: 'Full' }],
        'GET /api/orders/my': [200, OrderListResponse.parse([])],
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Save this address to my address book' }));
    await paste(box('Street address'), '9 Park Street');
    await paste(box('Town / City'), 'Lucknow');
    await paste(box('PIN code'), '226001');
    await userEvent.selectOptions(stateSelect(), 'Uttar Pradesh');
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    await vi.waitFor(() => expect(api.callsTo('POST /api/addresses')).toHaveLength(1));
    expect(api.callsTo('POST /api/addresses')[0]?.body).toEqual({
      label: '',
      firstName: 'Asha',
      lastName: 'Verma',
      state: 'Uttar Pradesh',
      city: 'Lucknow',
      address: '9 Park Street',
      pinCode: '226001',
      phone: '9876543210',
      email: 'asha@example.com',
      house: '',
      area: '',
      landmark: '',
      altPhone: '',
      isDefault: false,
    });
  });

  it('does not save an address already in the book, even when asked', async () => {
    const { api, onOrderPlaced } = renderCheckout({
      routes: {
        'GET /api/addresses': [200, [office]],
        'POST /api/orders/cod': [201, placed],
        'POST /api/orders/book-shipping/ord-9': [502, { message: 'Courier down' }],
      },
    });
    await screen.findByRole('button', { name: 'Change' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(api.callsTo('POST /api/addresses')).toHaveLength(0);
  });
});
