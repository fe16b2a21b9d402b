import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';
import { maskPhone } from './mask-phone';

/** Enters a value in one input event (as a paste does): typing key by key costs seconds on a loaded machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const owner = staffFixture();
const ravi = staffFixture({ id: 's-ravi', fullName: 'Ravi Kumar', phone: '+919812345678', role: 'manager' });
const asha = staffFixture({
  id: 's-asha',
  fullName: 'Asha Rao',
  phone: '+919700011122',
  role: 'manager',
  status: 'invited',
});
const list = { items: [owner, ravi, asha] };

const rowOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Staff' }))
    .getByText(name)
    .closest('li') as HTMLElement;

describe('the staff screen', () => {
  it('lists name, part of the phone, role and state; no actions on oneself', async () => {
    renderAdmin('/admin/staff', { staff: owner, routes: { 'GET /api/admin/staff': [200, list] } });
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('+91 98••• ••678')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('Invited')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByLabelText('Role of Ravi Kumar')).toHaveValue('manager');
    expect(within(rowOf('Meera Owner')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('9812345678')).not.toBeInTheDocument();
  });

  it('invites someone: phone, name and role sent, a toast, the list refreshed', async () => {
    const user = userEvent.setup();
    const neha = staffFixture({ id: 's-neha', fullName: 'Neha Singh', phone: '+919811122233', status: 'invited' });
    const { api } = renderAdmin('/admin/staff', {
      staff: owner,
      routes: { 'GET /api/admin/staff': [200, list], 'POST /api/admin/staff': [201, neha] },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Invalid phone number')).toBeInTheDocument();
    expect(within(dialog).getByText(M.staffNameRequired)).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/Phone number/), '9811122233');
    await fill(user, within(dialog).getByLabelText('Full name'), 'Neha Singh');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'owner');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to Neha Singh')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/staff')[0]?.body).toEqual({
      phone: '+919811122233',
      fullName: 'Neha Singh',
      role: 'owner',
    });
    await waitFor(() => expect(api.callsTo('GET /api/admin/staff')).toHaveLength(2));
  });

  it("shows the API's refusal inside the invite dialog", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/staff', {
      staff: owner,
      routes: {
        'GET /api/admin/staff': [200, list],
        'POST /api/admin/staff': [409, { message: M.staffExists, code: 'staff_conflict' }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    await fill(user, within(dialog).getByLabelText(/Phone number/), '9812345678');
    await fill(user, within(dialog).getByLabelText('Full name'), 'Ravi Again');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone with this phone number is already on the staff',
    );
  });

  it('changes a role with the select and Save', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/staff', {
      staff: owner,
      routes: {
        'GET /api/admin/staff': [200, list],
        'PATCH /api/admin/staff/s-ravi': [200, { ...ravi, role: 'owner' }],
      },
    });
    await screen.findByText('Ravi Kumar');
    const row = rowOf('Ravi Kumar');
    const save = within(row).getByRole('button', { name: 'Save role of Ravi Kumar' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(row).getByLabelText('Role of Ravi Kumar'), 'owner');
    await user.click(save);
    expect(await screen.findByText('Ravi Kumar is now an owner')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/staff/s-ravi')[0]?.body).toEqual({ role: 'owner' });
  });

  it('makes a manager a packer, and the invite form offers the three roles with what each allows', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/staff', {
      staff: owner,
      routes: {
        'GET /api/admin/staff': [200, list],
        'PATCH /api/admin/staff/s-ravi': [200, staffFixture({ ...ravi, role: 'packer', permissions: ['orders'] })],
      },
    });
    await screen.findByText('Ravi Kumar');
    const row = rowOf('Ravi Kumar');
    await user.selectOptions(within(row).getByLabelText('Role of Ravi Kumar'), 'packer');
    await user.click(within(row).getByRole('button', { name: 'Save role of Ravi Kumar' }));
    expect(await screen.findByText('Ravi Kumar is now a packer')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/staff/s-ravi')[0]?.body).toEqual({ role: 'packer' });

    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    const options = within(within(dialog).getByLabelText('Role')).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['owner', 'Owner: everything'],
      ['manager', 'Manager: orders, catalogue, refunds and cancellations'],
      ['packer', 'Packer: orders and shipping, sees the catalogue'],
    ]);
    expect(within(dialog).getByLabelText('Role')).toHaveValue('packer');
  });

  it('removes someone after a confirmation that names them; the refusal of the last owner is shown', async () => {
    const user = userEvent.setup();
    let answer: readonly [number, unknown] = [409, { message: M.lastOwner, code: 'staff_conflict' }];
    const { api } = renderAdmin('/admin/staff', {
      staff: owner,
      routes: { 'GET /api/admin/staff': [200, list], 'DELETE /api/admin/staff/s-ravi': () => answer },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ravi Kumar?' });
    expect(dialog).toHaveTextContent(M.removeStaffText);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The shop needs at least one owner');

    answer = [200, { message: 'Removed' }];
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ravi Kumar was removed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/staff/s-ravi')).toHaveLength(2);
  });

  it('shows a member locked after too many wrong codes, and an owner unlocks them', async () => {
    const user = userEvent.setup();
    const lata = staffFixture({ id: 's-lata', fullName: 'Lata Menon', phone: '+919700022233', status: 'locked' });
    const { api } = renderAdmin('/admin/staff', {
      staff: owner,
      routes: {
        'GET /api/admin/staff': [200, { items: [owner, lata] }],
        'POST /api/admin/staff/s-lata/unlock': [200, { ...lata, status: 'active' }],
      },
    });
    await screen.findByText('Lata Menon');
    const row = rowOf('Lata Menon');
    expect(within(row).getByText('Locked')).toBeInTheDocument();
    expect(within(row).getByText(M.staffLockedHint)).toBeInTheDocument();
    expect(within(rowOf('Meera Owner')).queryByRole('button', { name: /Unlock/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Unlock Lata Menon' }));
    expect(await screen.findByText('Lata Menon can sign in again')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/staff/s-lata/unlock')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/admin/staff')).toHaveLength(2));
  });

  it('Cancel closes the confirmation without removing', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/staff', { staff: owner, routes: { 'GET /api/admin/staff': [200, list] } });
    await screen.findByText('Asha Rao');
    await user.click(await screen.findByRole('button', { name: 'Remove Asha Rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/staff/s-asha')).toHaveLength(0);
  });
});

describe('maskPhone', () => {
  it('keeps the first 2 and last 3 digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 98••• ••210');
    expect(maskPhone('12345')).toBe('•••345');
  });
});
