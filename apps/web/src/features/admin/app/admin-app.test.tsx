import { BACK_OFFICE_MESSAGES as M, missingPermissionMessage } from '@vastra/domain/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffSessionState } from '../api/staff-session-state';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const owner = staffFixture();
const staff = staffFixture({ id: 's-ravi', fullName: 'Ravi Kumar', role: 'manager' });
const packer = staffFixture({ id: 's-pia', fullName: 'Pia Packer', role: 'packer' });

const navLinks = () =>
  within(screen.getAllByRole('navigation', { name: 'Back office' })[0] as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the signed-in guard', () => {
  it('sends a visitor without a session (GET /api/admin/auth/me answers 401) to sign-in, coming back', async () => {
    const { router, api } = renderAdmin('/admin/products?status=draft');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/products?status=draft');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/auth/me')).toHaveLength(1);
    expect(staffSessionState()).toBe('signed-out');
  });

  it('removes a bearer token an older back office left in localStorage', async () => {
    localStorage.setItem('vastra.staff-token', 'stf_old-token');
    renderAdmin('/admin', { staff: owner });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem('vastra.staff-token')).toBeNull();
  });

  it('on a 401 ends the session and shows sign-in saying the session has ended', async () => {
    const { router } = renderAdmin('/admin/activity', {
      staff: owner,
      routes: { 'GET /api/admin/auth/me': [401, { message: 'Unauthorized', code: 'unauthorized' }] },
    });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/activity');
    expect(staffSessionState()).toBe('signed-out');
  });

  it("sends admin calls with the back-office header and no bearer token, not even the shopper's", async () => {
    localStorage.setItem('token', 'shopper-token');
    const { api } = renderAdmin('/admin', { staff: owner });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    const [me] = api.callsTo('GET /api/admin/auth/me');
    expect([me?.authorization, me?.staffHeader]).toEqual([null, '1']);
  });
});

describe('the shell', () => {
  it('shows an owner every section, their name and role, and marks the page noindex', async () => {
    renderAdmin('/admin', { staff: owner });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(navLinks()).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Needs a hand',
      'Returns',
      'Products',
      'Categories',
      'Collections',
      'Attributes',
      'Home page',
      'Stock import',
      'Messages',
      'Alerts',
      'Offers',
      'Sale prices',
      'Reviews',
      'Staff',
      'Activity',
      'Settings',
    ]);
    expect(screen.getAllByText('Meera Owner')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Owner')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View shop' })[0]).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('hides Offers, Sale prices, Staff, Activity, Settings from a manager; Staff names the permission', async () => {
    const { api } = renderAdmin('/admin/staff', { staff });
    expect(await screen.findByText('You need the Staff permission for this. Ask the shop owner.')).toBeInTheDocument();
    expect(navLinks()).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Needs a hand',
      'Returns',
      'Products',
      'Categories',
      'Collections',
      'Attributes',
      'Home page',
      'Stock import',
      'Messages',
      'Alerts',
      'Reviews',
    ]);
    expect(api.callsTo('GET /api/admin/staff')).toHaveLength(0);
  });

  it('shows a packer only the orders side, the catalogue to read and their own alerts', async () => {
    renderAdmin('/admin', { staff: packer });
    expect(await screen.findAllByText('Packer')).not.toHaveLength(0);
    expect(navLinks()).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Needs a hand',
      'Returns',
      'Products',
      'Messages',
      'Alerts',
    ]);
  });

  it("shows the API's missing-permission message when it refuses", async () => {
    renderAdmin('/admin/staff', {
      staff: owner,
      routes: {
        'GET /api/admin/staff': [
          403,
          { message: missingPermissionMessage('staff'), code: 'missing_permission', permission: 'staff' },
        ],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need the Staff permission for this. Ask the shop owner.',
    );
  });

  it('mounts the catalogue and stock screens at their paths', async () => {
    const { router } = renderAdmin('/admin/products/new', { staff: owner });
    expect(await screen.findByRole('heading', { name: 'New product', level: 1 })).toBeInTheDocument();
    await router.navigate('/admin/stock/import');
    expect(await screen.findByRole('heading', { name: 'Import stock', level: 1 })).toBeInTheDocument();
    await router.navigate('/admin/no-such-page');
    expect(await screen.findByText(M.adminPageNotFound)).toBeInTheDocument();
  });

  it('signs out: ends the session on the server (which clears the cookie), shows sign-in', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin', {
      staff: owner,
      routes: { 'POST /api/admin/auth/logout': [200, { message: 'Signed out' }] },
    });
    const [signOut] = await screen.findAllByRole('button', { name: 'Sign out' });
    await user.click(signOut as HTMLElement);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    const [logout] = api.callsTo('POST /api/admin/auth/logout');
    expect([logout?.authorization, logout?.staffHeader]).toEqual([null, '1']);
    expect(staffSessionState()).toBe('signed-out');
  });

  it('opens the menu as a dialog that Escape closes, giving focus back to the Menu button', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin', { staff: owner });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Activity' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('closes the menu when a page is chosen in it', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin', {
      staff: owner,
      routes: { 'GET /api/admin/audit': [200, { items: [], nextCursor: null }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Activity' }));
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/activity');
  });
});
