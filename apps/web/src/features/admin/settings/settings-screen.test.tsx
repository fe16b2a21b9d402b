import { DEFAULT_SHOP_SETTINGS } from '@vastra/domain/settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';
import { SETTINGS_MESSAGES } from './settings-form';

const owner = staffFixture();
const member = staffFixture({ id: 's-ravi', fullName: 'Ravi Kumar', role: 'staff' });
const stored = { settings: DEFAULT_SHOP_SETTINGS, updatedAt: null };
const LIMIT = /^Cash on delivery limit per order/;

describe('the Settings screen', () => {
  it('the owner changes the COD controls: sent as settings, then a confirmation', async () => {
    const user = userEvent.setup();
    const saved = {
      settings: { cod: { maxOrderValue: null, onlyWherePinAllows: false, confirmation: { enabled: true, hours: 24 } } },
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
    await user.click(screen.getByRole('checkbox', { name: /confirm cash-on-delivery orders/ }));
    const hours = screen.getByRole('textbox', { name: /^Hours to confirm/ });
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual(saved.settings);
  });

  it('explains a limit or hours it cannot save, sending nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/settings', {
      staff: owner,
      routes: { 'GET /api/admin/settings': [200, stored] },
    });
    const limit = await screen.findByRole('textbox', { name: LIMIT });
    await user.clear(limit);
    await user.type(limit, '49.50');
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
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(/you can read these settings/)).toBeInTheDocument();
  });
});
