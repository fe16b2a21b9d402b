import {
  DEFAULT_SHOP_SETTINGS,
  demonstrationContacts,
  SETTINGS_MESSAGES as DOMAIN_SETTINGS_MESSAGES,
} from '@vastra/domain/settings';
import { TAX_GSTIN_MESSAGES } from '@vastra/domain/tax';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';
import { SETTINGS_MESSAGES } from './settings-form';

const owner = staffFixture();
const member = staffFixture({ id: 's-ravi', fullName: 'Ravi Kumar', role: 'manager' });
const stored = { settings: DEFAULT_SHOP_SETTINGS, updatedAt: null };
const LIMIT = /^Cash on delivery limit per order/;

describe('the Settings screen', { timeout: 30_000 }, () => {
  it('names the demonstration details to replace before the shop goes live, none once replaced', async () => {
    const notice = DOMAIN_SETTINGS_MESSAGES.demonstrationContacts(demonstrationContacts(DEFAULT_SHOP_SETTINGS));
    const first = renderAdmin('/admin/settings', {
      staff: owner,
      routes: { 'GET /api/admin/settings': [200, stored] },
    });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(notice).toContain('Seller legal name, Seller address, Seller GSTIN, Seller email, Seller phone');
    first.unmount();
    const own = {
      settings: {
        ...DEFAULT_SHOP_SETTINGS,
        seller: {
          ...DEFAULT_SHOP_SETTINGS.seller,
          legalName: 'Meera Textiles LLP',
          address: '12 MG Road',
          gstin: '29ABCDE1234F1Z5',
          email: 'hello@meeratextiles.in',
          phone: '+91 80 4000 1234',
        },
        grievance: {
          ...DEFAULT_SHOP_SETTINGS.grievance,
          name: 'Kavita Sharma',
          email: 'grievance@meeratextiles.in',
          phone: '+91 80 4000 1235',
          address: '12 MG Road, Bengaluru',
        },
      },
      updatedAt: '2026-11-26T10:00:00.000Z',
    };
    renderAdmin('/admin/settings', { staff: owner, routes: { 'GET /api/admin/settings': [200, own] } });
    expect(await screen.findByRole('textbox', { name: LIMIT })).toBeInTheDocument();
    expect(screen.queryByText(/Replace the demonstration details/)).toBeNull();
  });

  it('the owner changes the COD controls: sent as settings, then a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = {
      settings: {
        ...DEFAULT_SHOP_SETTINGS,
        cod: { maxOrderValue: null, onlyWherePinAllows: false, confirmation: { enabled: true, hours: 24 } },
      },
      updatedAt: '2026-11-26T10:00:00.000Z',
    };
    const { api } = renderAdmin('/admin/settings', {
      staff: owner,
      routes: { 'GET /api/admin/settings': [200, stored], 'PUT /api/admin/settings': [200, saved] },
    });
    const limit = await screen.findByRole('textbox', { name: LIMIT });
    expect(limit).toHaveValue('5000');
    await user.clear(limit);
    await user.click(screen.getByRole('checkbox', { name: /only where the courier collects cash/ }));
    // The hours belong to the confirmation: off, they cannot be changed.
    const hours = screen.getByRole('textbox', { name: /^Hours to confirm/ });
    expect(hours).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /confirm cash-on-delivery orders/ }));
    expect(hours).toBeEnabled();
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual(saved.settings);
  });

  it('explains a limit or hours it cannot save, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/settings', {
      staff: owner,
      routes: { 'GET /api/admin/settings': [200, stored] },
    });
    const limit = await screen.findByRole('textbox', { name: LIMIT });
    await user.clear(limit);
    await user.type(limit, '49.50');
    await user.click(screen.getByRole('checkbox', { name: /confirm cash-on-delivery orders/ }));
    const hours = screen.getByRole('textbox', { name: /^Hours to confirm/ });
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.limitInvalid)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.hoursInvalid)).toBeInTheDocument();
    expect(limit).toHaveFocus();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it('shows other staff the settings read-only, without Save', async () => {
    renderAdmin('/admin/settings', { staff: member, routes: { 'GET /api/admin/settings': [200, stored] } });
    const limit = await screen.findByRole('textbox', { name: LIMIT });
    expect(limit).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^GSTIN/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Prices between/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('status')).getByText(
        'You need the Settings permission for this. Ask the shop owner. You can read these settings.',
      ),
    ).toBeInTheDocument();
  });

  it('the owner edits the seller, grievance officer, return window and tax: every section sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/settings', {
      staff: owner,
      routes: {
        'GET /api/admin/settings': [200, stored],
        'PUT /api/admin/settings': (call) => [200, { settings: call.body, updatedAt: '2026-11-26T11:00:00.000Z' }],
      },
    });
    const seller = within(await screen.findByRole('group', { name: 'Seller (printed on tax invoices)' }));
    const legalName = seller.getByRole('textbox', { name: 'Legal name' });
    expect(legalName).toHaveValue(DEFAULT_SHOP_SETTINGS.seller.legalName);
    await user.clear(legalName);
    await user.type(legalName, 'Vastra Textiles LLP');
    await user.selectOptions(seller.getByRole('combobox', { name: 'State' }), 'Tamil Nadu');
    const gstin = seller.getByRole('textbox', { name: /^GSTIN/ });
    await user.clear(gstin);
    await user.type(gstin, '33aajcv4821k1z5');
    const grievance = within(screen.getByRole('group', { name: 'Grievance officer' }));
    const officerEmail = grievance.getByRole('textbox', { name: "Grievance officer's email" });
    await user.clear(officerEmail);
    await user.type(officerEmail, 'officer@vastra.example');
    const window = screen.getByRole('textbox', { name: /^Return window \(days\)/ });
    expect(window).toHaveAccessibleDescription(/0 turns returns and exchanges off/);
    await user.clear(window);
    await user.type(window, '0');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Prices between ₹2,625 and ₹2,950/ }), 'Tax at 5 %');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual({
      ...DEFAULT_SHOP_SETTINGS,
      seller: {
        ...DEFAULT_SHOP_SETTINGS.seller,
        legalName: 'Vastra Textiles LLP',
        state: 'Tamil Nadu',
        gstin: '33AAJCV4821K1Z5',
      },
      grievance: { ...DEFAULT_SHOP_SETTINGS.grievance, email: 'officer@vastra.example' },
      returns: { windowDays: 0 },
      tax: { greyBand: 'lower' },
    });
  });

  it('explains a GSTIN, email or window it cannot save, focusing the first, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/settings', {
      staff: owner,
      routes: { 'GET /api/admin/settings': [200, stored] },
    });
    const gstin = await screen.findByRole('textbox', { name: /^GSTIN/ });
    fireEvent.change(gstin, { target: { value: '29AAJCV4821K1X3' } });
    fireEvent.change(screen.getByRole('textbox', { name: "Grievance officer's email" }), {
      target: { value: 'officer@' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Return window/ }), { target: { value: '31' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.gstinInvalid)).toBeInTheDocument();
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining(SETTINGS_MESSAGES.gstinInvalid));
    expect(gstin).toHaveFocus();
    expect(screen.getByText(SETTINGS_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.windowInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it.each([
    [
      'of another state',
      'Maharashtra',
      '29AAJCV4821K1ZU',
      "GSTIN's state code 29 is Karnataka, but the seller's state is Maharashtra",
    ],
    [
      'with a typing mistake',
      'Karnataka',
      '29AAJCV4812K1ZU',
      "GSTIN's check digit is wrong — check for a typing mistake",
    ],
    ['of 14 characters', 'Karnataka', '29AAJCV4821K1Z', TAX_GSTIN_MESSAGES.shape],
  ])('says what is wrong with a GSTIN %s, on the field, sending nothing', async (_, state, typed, message) => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/settings', {
      staff: owner,
      routes: { 'GET /api/admin/settings': [200, stored] },
    });
    const seller = within(await screen.findByRole('group', { name: 'Seller (printed on tax invoices)' }));
    await user.selectOptions(seller.getByRole('combobox', { name: 'State' }), state);
    const gstin = seller.getByRole('textbox', { name: /^GSTIN/ });
    fireEvent.change(gstin, { target: { value: typed } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(gstin).toHaveFocus();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it("shows the server's refusal of the GSTIN on the field", async () => {
    const user = userEvent.setup({ delay: null });
    const message = "GSTIN's check digit is wrong — check for a typing mistake";
    renderAdmin('/admin/settings', {
      staff: owner,
      routes: {
        'GET /api/admin/settings': [200, stored],
        'PUT /api/admin/settings': [422, { message, code: 'unprocessable', field: 'seller.gstin' }],
      },
    });
    const gstin = await screen.findByRole('textbox', { name: /^GSTIN/ });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(gstin).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(gstin).toHaveFocus();
  });

  it('labels every field once on the page', async () => {
    renderAdmin('/admin/settings', { staff: owner, routes: { 'GET /api/admin/settings': [200, stored] } });
    await screen.findByRole('textbox', { name: 'Legal name' });
    const names = [...document.querySelectorAll('input, select, textarea')].map((el) => {
      const id = el.getAttribute('id');
      return id ? document.querySelector(`label[for="${id}"]`)?.textContent : null;
    });
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  describe('Delivery charges (docs/decisions/087-delivery-and-cod-fees.md)', () => {
    it('the owner sets a fee below a value and a COD fee: sent as whole rupees, with help for each field', async () => {
      const user = userEvent.setup({ delay: null });
      const { api } = renderAdmin('/admin/settings', {
        staff: owner,
        routes: {
          'GET /api/admin/settings': [200, stored],
          'PUT /api/admin/settings': (call) => [200, { settings: call.body, updatedAt: '2026-11-26T11:00:00.000Z' }],
        },
      });
      const section = within(await screen.findByRole('group', { name: 'Delivery charges' }));
      const fee = section.getByRole('textbox', { name: 'Delivery fee (₹)' });
      const freeAbove = section.getByRole('textbox', { name: /^Free delivery on orders of \(₹\)/ });
      const codFee = section.getByRole('textbox', { name: 'Cash on delivery fee (₹)' });
      expect([fee, freeAbove, codFee].map((field) => (field as HTMLInputElement).value)).toEqual(['0', '', '0']);
      expect(fee).toHaveAccessibleDescription(
        'Charged on orders below the value for free delivery, taxed with the goods. 0: delivery is free.',
      );
      expect(freeAbove).toHaveAccessibleDescription(
        'Orders worth at least this at sale prices, before offers and coupons, pay no delivery fee. ' +
          'Empty: the fee applies to every order.',
      );
      expect(codFee).toHaveAccessibleDescription(
        'Added to orders paid by cash on delivery, taxed with the goods. 0: no fee.',
      );
      await user.clear(fee);
      await user.type(fee, '49');
      await user.type(freeAbove, '999');
      await user.clear(codFee);
      await user.type(codFee, '29');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
      expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual({
        ...DEFAULT_SHOP_SETTINGS,
        delivery: { feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 },
      });
    });

    it('explains a negative fee, paise or ₹0 for free delivery, focusing the first, sending nothing', async () => {
      const user = userEvent.setup({ delay: null });
      const { api } = renderAdmin('/admin/settings', {
        staff: owner,
        routes: { 'GET /api/admin/settings': [200, stored] },
      });
      const section = within(await screen.findByRole('group', { name: 'Delivery charges' }));
      const fee = section.getByRole('textbox', { name: 'Delivery fee (₹)' });
      fireEvent.change(fee, { target: { value: '-49' } });
      fireEvent.change(section.getByRole('textbox', { name: /^Free delivery on orders of/ }), {
        target: { value: '0' },
      });
      fireEvent.change(section.getByRole('textbox', { name: 'Cash on delivery fee (₹)' }), {
        target: { value: '29.50' },
      });
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText(DOMAIN_SETTINGS_MESSAGES.deliveryFeeInvalid)).toBeInTheDocument();
      expect(fee).toHaveFocus();
      expect(screen.getByText(DOMAIN_SETTINGS_MESSAGES.freeAboveInvalid)).toBeInTheDocument();
      expect(screen.getByText(DOMAIN_SETTINGS_MESSAGES.codFeeInvalid)).toBeInTheDocument();
      expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
    });

    it('shows the fees saved, "10,000" typed with a comma is saved as 10000, an emptied value as null', async () => {
      const user = userEvent.setup({ delay: null });
      const saved = {
        settings: { ...DEFAULT_SHOP_SETTINGS, delivery: { feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 } },
        updatedAt: '2026-11-26T10:00:00.000Z',
      };
      const { api } = renderAdmin('/admin/settings', {
        staff: owner,
        routes: {
          'GET /api/admin/settings': [200, saved],
          'PUT /api/admin/settings': (call) => [200, { settings: call.body, updatedAt: '2026-11-26T11:00:00.000Z' }],
        },
      });
      const section = within(await screen.findByRole('group', { name: 'Delivery charges' }));
      const freeAbove = section.getByRole('textbox', { name: /^Free delivery on orders of/ });
      expect(freeAbove).toHaveValue('999');
      await user.clear(freeAbove);
      fireEvent.change(section.getByRole('textbox', { name: 'Delivery fee (₹)' }), { target: { value: '10,000' } });
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
      expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toMatchObject({
        delivery: { feeRupees: 10_000, freeAboveRupees: null, codFeeRupees: 29 },
      });
    });
  });
});
