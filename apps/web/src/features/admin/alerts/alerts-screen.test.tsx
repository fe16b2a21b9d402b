import { ALERT_TEXTS as T } from '@vastra/domain/alerts';
import { AdminAlertsResponse, AlertSettings } from '@vastra/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFakeRoutes } from '../testing/admin-fake-api';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const SETTINGS = 'GET /api/admin/alert-settings';
const SAVE = 'PUT /api/admin/alert-settings';
const RECENT = 'GET /api/admin/alerts';
const ORDER = '11111111-1111-4111-8111-111111111111';

/** A member who takes new orders and failed deliveries in the browser; WhatsApp is not set up for the shop. */
function settingsFixture(overrides: Partial<AlertSettings> = {}): AlertSettings {
  return AlertSettings.parse({
    kinds: ['new_order', 'failed_delivery'],
    channels: ['browser'],
    email: null,
    digest: false,
    phone: '+919876500001',
    options: [
      { channel: 'sms', available: true, reason: null },
      { channel: 'whatsapp', available: false, reason: T.whatsappOff },
      { channel: 'email', available: true, reason: null },
      { channel: 'browser', available: true, reason: null },
    ],
    ...overrides,
  });
}

const recentFixture = AdminAlertsResponse.parse({
  alerts: [
    {
      id: 8,
      kind: 'failed_delivery',
      title: 'Delivery failed #11111111',
      detail: 'Attempt 1: Customer not available',
      path: `/admin/orders/${ORDER}`,
      at: '2026-11-24T09:45:00.000Z',
    },
    {
      id: 7,
      kind: 'new_order',
      title: 'New order #11111111',
      detail: '₹2,499.00, COD, Jaipur',
      path: `/admin/orders/${ORDER}`,
      at: '2026-11-23T06:15:00.000Z',
    },
  ],
});

function renderAlerts(routes: AdminFakeRoutes = {}) {
  return renderAdmin('/admin/alerts', {
    staff: staffFixture({ role: 'packer' }),
    routes: { [SETTINGS]: [200, settingsFixture()], [RECENT]: [200, { alerts: [] }], ...routes },
  });
}

const form = async () => within(await screen.findByRole('form', { name: T.title }));
const kinds = () => within(screen.getByRole('group', { name: T.kindsLegend }));
const channels = () => within(screen.getByRole('group', { name: T.channelsLegend }));

/** A stand-in for the browser's Notification API with this permission; asking for it grants it. */
function stubNotification(permission: NotificationPermission) {
  const stub = {
    permission,
    requestPermission: vi.fn(async () => {
      stub.permission = 'granted';
      return stub.permission;
    }),
  };
  vi.stubGlobal('Notification', stub);
  return stub;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Alerts screen (docs/decisions/131-owner-alerts.md)', { timeout: 30_000 }, () => {
  it('is in every member’s navigation and shows the saved choices, each channel with where it goes', async () => {
    renderAlerts();
    expect(await screen.findByRole('heading', { name: T.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    const nav = within(screen.getAllByRole('navigation', { name: 'Back office' })[0] as HTMLElement);
    expect(nav.getByRole('link', { name: T.title })).toHaveAttribute('href', '/admin/alerts');

    await form();
    expect(kinds().getByRole('checkbox', { name: T.kinds.new_order })).toBeChecked();
    expect(kinds().getByRole('checkbox', { name: T.kinds.failed_delivery })).toBeChecked();
    expect(kinds().getByRole('checkbox', { name: T.kinds.low_stock })).not.toBeChecked();
    expect(channels().getByRole('checkbox', { name: T.channels.browser })).toBeChecked();
    expect(channels().getByRole('checkbox', { name: T.channels.sms })).toHaveAccessibleDescription(
      `To +919876500001. ${T.smsNote}`,
    );
    expect(screen.getByRole('checkbox', { name: T.digestLabel })).not.toBeChecked();
    // No email field until email alerts are chosen.
    expect(screen.queryByRole('textbox', { name: T.emailLabel })).not.toBeInTheDocument();
  });

  it('disables a channel the shop has not set up and says why', async () => {
    renderAlerts();
    await form();
    const whatsapp = channels().getByRole('checkbox', { name: T.channels.whatsapp });
    expect(whatsapp).toBeDisabled();
    expect(whatsapp).toHaveAccessibleDescription(T.whatsappOff);
  });

  it('saves the choices: the kinds and channels in order, the email and the digest, then says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAlerts({ [SAVE]: (call) => [200, settingsFixture(call.body as Partial<AlertSettings>)] });
    const inForm = await form();
    await user.click(kinds().getByRole('checkbox', { name: T.kinds.low_stock }));
    await user.click(kinds().getByRole('checkbox', { name: T.kinds.failed_delivery }));
    await user.click(channels().getByRole('checkbox', { name: T.channels.email }));

    // The contract's check before sending: email alerts need an address.
    await user.click(inForm.getByRole('button', { name: T.save }));
    const email = await inForm.findByRole('textbox', { name: T.emailLabel });
    await waitFor(() => expect(email).toHaveAccessibleDescription(T.emailNeeded));
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await user.type(email, ' meera@example.in ');
    await user.click(inForm.getByRole('checkbox', { name: T.digestLabel }));
    await user.click(inForm.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([
      { kinds: ['new_order', 'low_stock'], channels: ['email', 'browser'], email: 'meera@example.in', digest: true },
    ]);
    expect(kinds().getByRole('checkbox', { name: T.kinds.low_stock })).toBeChecked();
  });

  it('sends no email without email alerts; a digest needs a channel other than the browser', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAlerts({
      [SETTINGS]: [200, settingsFixture({ channels: ['email', 'browser'], email: 'meera@example.in' })],
      [SAVE]: (call) => [200, settingsFixture(call.body as Partial<AlertSettings>)],
    });
    const inForm = await form();
    expect(inForm.getByRole('textbox', { name: T.emailLabel })).toHaveValue('meera@example.in');
    await user.click(channels().getByRole('checkbox', { name: T.channels.email }));
    await user.click(inForm.getByRole('checkbox', { name: T.digestLabel }));
    await user.click(inForm.getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(inForm.getByRole('checkbox', { name: T.digestLabel })).toHaveAccessibleDescription(T.digestNeedsChannel),
    );
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await user.click(inForm.getByRole('checkbox', { name: T.digestLabel }));
    await user.click(inForm.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      kinds: ['new_order', 'failed_delivery'],
      channels: ['browser'],
      email: null,
      digest: false,
    });
  });

  it("shows the server's refusal (422) under the field it names", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'Email alerts cannot go to this address.';
    renderAlerts({
      [SETTINGS]: [200, settingsFixture({ channels: ['email'], email: 'meera@example.in' })],
      [SAVE]: [422, { message: refusal, code: 'unprocessable', field: 'email' }],
    });
    const inForm = await form();
    await user.click(inForm.getByRole('button', { name: T.save }));
    const email = inForm.getByRole('textbox', { name: T.emailLabel });
    await waitFor(() => expect(email).toHaveAccessibleDescription(refusal));
    expect(email).toHaveFocus();
    expect(screen.queryByText(T.saved)).not.toBeInTheDocument();
  });

  it('shows a refused channel (422 on `channels`) under the channels', async () => {
    const user = userEvent.setup({ delay: null });
    renderAlerts({ [SAVE]: [422, { message: T.emailOff, code: 'unprocessable', field: 'channels' }] });
    const inForm = await form();
    await user.click(inForm.getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: T.channelsLegend })).toHaveAccessibleDescription(T.emailOff),
    );
  });

  it('lists the recent alerts, newest first, each a link to its page with its detail and IST time', async () => {
    renderAlerts({ [RECENT]: [200, recentFixture] });
    const list = within(await screen.findByRole('list', { name: T.recentTitle }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [failed] = items;
    const inFailed = within(failed as HTMLElement);
    expect(inFailed.getByRole('link', { name: 'Delivery failed #11111111' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER}`,
    );
    expect(inFailed.getByText('Attempt 1: Customer not available')).toBeInTheDocument();
    // 09:45 UTC is 3:15 pm in India.
    expect(inFailed.getByText('24 Nov 2026, 3:15 pm')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'New order #11111111' })).toBeInTheDocument();
  });

  it('says when there are no alerts yet', async () => {
    renderAlerts();
    expect(await screen.findByText(T.noRecent)).toBeInTheDocument();
  });

  describe('browser notifications', () => {
    it('says when this browser cannot show them', async () => {
      renderAlerts();
      await form();
      expect(channels().getByText(T.browserUnsupported)).toBeInTheDocument();
    });

    it('asks the browser on a click, and the button goes once allowed', async () => {
      const user = userEvent.setup({ delay: null });
      const stub = stubNotification('default');
      renderAlerts();
      await form();
      await user.click(channels().getByRole('button', { name: T.allowBrowser }));
      expect(stub.requestPermission).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(channels().queryByRole('button', { name: T.allowBrowser })).not.toBeInTheDocument());
    });

    it('says how to unblock them, and asks nothing when Browser notifications are not chosen', async () => {
      const user = userEvent.setup({ delay: null });
      stubNotification('denied');
      renderAlerts();
      await form();
      expect(channels().getByText(T.browserBlocked)).toBeInTheDocument();
      await user.click(channels().getByRole('checkbox', { name: T.channels.browser }));
      expect(channels().queryByText(T.browserBlocked)).not.toBeInTheDocument();
    });
  });
});
