import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountDeletionRefusal, IDENTITY_DATA_RIGHTS_MESSAGES as M, MARKETING_CONSENT } from '@vastra/domain/identity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { userFixture } from '../../../testing/shopper-fixtures';

afterEach(() => vi.unstubAllGlobals());

const consent = (granted: boolean) => ({
  granted,
  version: MARKETING_CONSENT.version,
  wording: MARKETING_CONSENT.wording,
  updatedAt: granted ? '2027-03-01T06:00:00.000Z' : null,
});

const DATA = {
  exportedAt: '2027-03-01T06:00:00.000Z',
  shop: 'Vastra',
  account: {
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876543210',
    createdAt: '2027-01-01T00:00:00.000Z',
  },
  marketingConsent: [],
  whatsappUpdates: [],
  addresses: [],
  orders: [],
  returns: [],
  reviews: [],
  messages: [],
  cart: [],
  wishlist: [],
  backInStock: [],
  keptOnDeletion: M.keptOnDeletion,
};

function renderProfile(routes: FakeRoutes = {}) {
  return renderRoute('/profile', {
    user: userFixture(),
    routes: { 'GET /api/addresses': [200, []], 'GET /api/account/consent': [200, consent(false)], ...routes },
  });
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Your data' })).closest('section') as HTMLElement;

describe('the profile’s Your data', () => {
  it('gives and withdraws consent to marketing messages in the wording she reads', async () => {
    const { api } = renderProfile({
      'PUT /api/account/consent': (call) => {
        const granted = (call.body as { granted: boolean }).granted;
        return [200, { ...consent(granted), message: granted ? M.consentGiven : M.consentWithdrawn }];
      },
    });
    const box = await within(await section()).findByRole('checkbox', { name: MARKETING_CONSENT.wording });
    await waitFor(() => expect(box).toBeEnabled(), { timeout: 15_000 });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText(M.consentGiven)).toBeInTheDocument();
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText(M.consentWithdrawn)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(api.callsTo('PUT /api/account/consent').map((c) => c.body)).toEqual([{ granted: true }, { granted: false }]);
  });

  it('downloads her data as a JSON file named after the shop and the day', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:your-data';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      renderProfile({ 'GET /api/account/data': [200, DATA] });
      await userEvent.click(await within(await section()).findByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(clicked).toEqual(['vastra-my-data-2027-03-01.json']));
      expect(files.map((f) => f.type)).toEqual(['application/json']);
      expect(JSON.parse(await (files[0] as Blob).text())).toEqual(DATA);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.restoreAllMocks();
    }
  });

  it('deletes the account only once she ticks that she understands, telling her first what is kept', async () => {
    const { api, router } = renderProfile({ 'POST /api/account/delete': [200, { message: M.deleted }] });
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(M.keptOnDeletion);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.confirmRequired);
    expect(api.callsTo('POST /api/account/delete')).toHaveLength(0);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I understand that my account cannot be brought back.' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/delete').map((c) => c.body)).toEqual([{ confirm: true }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the reason when the shop refuses, and keeps her signed in', async () => {
    const reason = accountDeletionRefusal({ openOrders: ['#69167515'], openReturns: 0 }) ?? '';
    renderProfile({ 'POST /api/account/delete': [409, { code: 'account_has_open_orders', message: reason }] });
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });
});
