import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceabilityFixture } from '../../../../testing/delivery-fixtures';
import type { FakeRoutes } from '../../../../testing/fake-api';
import { renderRoute } from '../../../../testing/render-route';
import { userFixture } from '../../../../testing/shopper-fixtures';
import { savedAddressFixture } from '../testing/saved-address-fixture';

afterEach(() => vi.unstubAllGlobals());

const home = savedAddressFixture();
const office = savedAddressFixture({
  id: 'addr-2',
  label: 'Office',
  address: '4 Residency Road',
  isDefault: false,
});

function renderBook(routes: FakeRoutes = {}) {
  return renderRoute('/profile', {
    user: userFixture(),
    routes: { 'GET /api/addresses': [200, [home, office]], ...routes },
  });
}

/** Enters a value as a paste does (setup, not the behaviour under test). */
async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const card = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('the profile address book', () => {
  it('lists the addresses with the default marked and "Make default" on the others', async () => {
    renderBook();
    expect(await screen.findByRole('heading', { name: 'Addresses' })).toBeInTheDocument();
    const first = await card('12 MG Road, Bengaluru, Karnataka 560001');
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Make default/ })).toBeNull();
    const second = await card('4 Residency Road, Bengaluru, Karnataka 560001');
    expect(within(second).queryByText('Default')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Make default: Office: 4 Residency Road' })).toBeVisible();
  });

  it('says so when the book is empty', async () => {
    renderBook({ 'GET /api/addresses': [200, []] });
    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument();
  });

  it("adds an address with the billing form's messages, prefilled with the shopper's name", async () => {
    const { api } = renderBook({ 'POST /api/addresses': [201, savedAddressFixture({ id: 'addr-3' })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add address' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    expect(box('First name')).toHaveValue('Asha');
    expect(within(dialog).queryByRole('textbox', { name: /Order notes/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    // No state is chosen for her (docs/deviations.md): the first field to fill is the state.
    expect(await within(dialog).findByText('Please select your state.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/addresses')).toHaveLength(0);
    await paste(box('Label'), 'Parents');
    await paste(box('Street address'), '9 Park Street');
    await paste(box('Town / City'), 'Kolkata');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^State/ }), 'West Bengal');
    await paste(box('PIN code'), '700016');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Make this my default address' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/addresses')[0]?.body).toEqual({
      label: 'Parents',
      firstName: 'Asha',
      lastName: 'Verma',
      state: 'West Bengal',
      city: 'Kolkata',
      address: '9 Park Street',
      pinCode: '700016',
      phone: '9876543210',
      email: 'asha@example.com',
      house: '',
      area: '',
      landmark: '',
      altPhone: '',
      isDefault: true,
    });
  });

  it('fills City and State from the PIN typed, as checkout does', async () => {
    const guwahati = serviceabilityFixture();
    renderBook({
      'GET /api/shipping/serviceability': (call) =>
        call.query.get('pincode') === '781001' ? [200, guwahati] : [400, { message: 'bad' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add address' });
    await paste(within(dialog).getByRole('textbox', { name: /^PIN code/ }), '781001');
    await vi.waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Town/ })).toHaveValue('Guwahati'));
    expect(within(dialog).getByRole('combobox', { name: /^State/ })).toHaveValue('Assam');
  });

  it("shows the server's refusal in the form (the book is full)", async () => {
    renderBook({
      'POST /api/addresses': [
        409,
        { code: 'conflict', message: 'You can save up to 20 addresses. Delete one to add another.' },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add address' });
    await paste(within(dialog).getByRole('textbox', { name: /^Street address/ }), '9 Park Street');
    await paste(within(dialog).getByRole('textbox', { name: /^Town/ }), 'Lucknow');
    await paste(within(dialog).getByRole('textbox', { name: /^PIN/ }), '226001');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^State/ }), 'Uttar Pradesh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can save up to 20 addresses. Delete one to add another.',
    );
  });

  it('edits an address with its own values', async () => {
    const { api } = renderBook({ 'PUT /api/addresses/addr-2': [200, office] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Office: 4 Residency Road' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    const street = within(dialog).getByRole('textbox', { name: /^Street address/ });
    expect(street).toHaveValue('4 Residency Road');
    await userEvent.clear(street);
    await userEvent.type(street, '5 Residency Road');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/addresses/addr-2')[0]?.body).toMatchObject({
      label: 'Office',
      address: '5 Residency Road',
      isDefault: false,
    });
  });

  it('labels an address Home or Work with one tap, and keeps a label of her own', async () => {
    const { api } = renderBook({ 'PUT /api/addresses/addr-2': [200, office] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Office: 4 Residency Road' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    const quick = within(dialog).getByRole('group', { name: 'Label as' });
    const work = within(quick).getByRole('button', { name: 'Work' });
    expect(work).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(work);
    expect(within(dialog).getByRole('textbox', { name: /^Label/ })).toHaveValue('Work');
    expect(work).toHaveAttribute('aria-pressed', 'true');
    expect(within(quick).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/addresses/addr-2')[0]?.body).toMatchObject({ label: 'Work' });
  });

  it('makes another address the default', async () => {
    const { api } = renderBook({ 'PUT /api/addresses/addr-2': [200, { ...office, isDefault: true }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Make default: Office: 4 Residency Road' }));
    expect(await screen.findByText('Default address changed')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/addresses/addr-2')[0]?.body).toMatchObject({ isDefault: true, city: 'Bengaluru' });
  });

  it('deletes only after the confirmation', async () => {
    const { api } = renderBook({ 'DELETE /api/addresses/addr-2': [200, { message: 'Address deleted' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Office: 4 Residency Road' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/addresses/addr-2')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Office: 4 Residency Road' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/addresses/addr-2')).toHaveLength(1);
  });
});

describe('the profile address book in Hindi (docs/decisions/136-hindi-storefront.md)', () => {
  const renderHindi = (routes: FakeRoutes = {}) =>
    renderRoute('/profile', {
      user: userFixture(),
      language: 'hi',
      routes: { 'GET /api/addresses': [200, [home, office]], ...routes },
    });

  it('shows a saved Home or Work in Hindi, a label of her own as she typed it', async () => {
    renderHindi({ 'GET /api/addresses': [200, [home, office, savedAddressFixture({ id: 'addr-3', label: 'Work' })]] });
    const list = await screen.findByRole('list', { name: 'सेव किए गए पते' });
    expect(await within(list).findAllByText(/^(होम|ऑफ़िस|Office)$/)).toHaveLength(3);
    expect(within(list).getByRole('button', { name: 'होम: 12 MG Road बदलें' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Office: 4 Residency Road बदलें' })).toBeVisible();
    expect(within(list).queryByText('Home')).toBeNull();
    expect(within(list).queryByText('Work')).toBeNull();
  });

  it("says the form's checks in Hindi, and a Home tap stores what an English shopper's stores", async () => {
    const { api } = renderHindi({ 'POST /api/addresses': [201, savedAddressFixture({ id: 'addr-3' })] });
    await userEvent.click(await screen.findByRole('button', { name: 'पता जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'पता जोड़ें' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'पता सेव करें' }));
    expect(await within(dialog).findByText('कृपया अपना राज्य चुनें।')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^राज्य/ }), 'West Bengal');
    await paste(box('सड़क का पता'), '9 Park Street');
    await paste(box('कस्बा / शहर'), 'Kolkata');
    await paste(box('पिन कोड'), '70001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'पता सेव करें' }));
    expect(await within(dialog).findByText('कृपया सही 6 अंकों का PIN कोड डालें।')).toBeInTheDocument();
    await paste(box('पिन कोड'), '6');

    const quick = within(dialog).getByRole('group', { name: 'लेबल चुनें' });
    const homeButton = within(quick).getByRole('button', { name: 'होम' });
    await userEvent.click(homeButton);
    expect(homeButton).toHaveAttribute('aria-pressed', 'true');
    expect(within(quick).getByRole('button', { name: 'ऑफ़िस' })).toHaveAttribute('aria-pressed', 'false');
    expect(box('लेबल')).toHaveValue('Home');
    await userEvent.click(within(dialog).getByRole('button', { name: 'पता सेव करें' }));
    expect(await screen.findByText('पता सेव हो गया')).toBeInTheDocument();
    expect(api.callsTo('POST /api/addresses')[0]?.body).toMatchObject({ label: 'Home', pinCode: '700016' });
  });

  it('still reads a label saved in Hindi before as that button pressed', async () => {
    renderHindi({ 'GET /api/addresses': [200, [savedAddressFixture({ label: 'होम' })]] });
    await userEvent.click(await screen.findByRole('button', { name: 'होम: 12 MG Road बदलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'पता बदलें' });
    const quick = within(dialog).getByRole('group', { name: 'लेबल चुनें' });
    expect(within(quick).getByRole('button', { name: 'होम' })).toHaveAttribute('aria-pressed', 'true');
  });
});
