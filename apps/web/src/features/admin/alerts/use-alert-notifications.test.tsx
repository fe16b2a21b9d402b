import { AdminAlert, AlertSettings } from '@vastra/domain/api';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ALERT_POLL_MS } from '../../../config/ui-timings';
import { useFakeClock } from '../../../testing/fake-clock';
import type { AdminApiCall } from '../testing/admin-fake-api';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const SETTINGS = 'GET /api/admin/alert-settings';
const ALERTS = 'GET /api/admin/alerts';
const ORDER = '11111111-1111-4111-8111-111111111111';

const settingsWith = (channels: AlertSettings['channels']) =>
  AlertSettings.parse({
    kinds: ['new_order'],
    channels,
    email: null,
    digest: false,
    phone: '+919876500001',
    options: [
      { channel: 'sms', available: true, reason: null },
      { channel: 'whatsapp', available: true, reason: null },
      { channel: 'email', available: true, reason: null },
      { channel: 'browser', available: true, reason: null },
    ],
  });

const alert = (id: number, title: string, detail: string): AdminAlert =>
  AdminAlert.parse({
    id,
    kind: 'new_order',
    title,
    detail,
    path: `/admin/orders/${ORDER}`,
    at: '2026-11-24T09:45:00Z',
  });

/** The server's alerts, newest first: `after` lists only the newer ones. */
const ALL = [
  alert(8, 'New order #22222222', '₹999.00, paid, Pune'),
  alert(7, 'New order #11111111', '₹2,499.00, COD, Jaipur'),
  alert(6, 'New order #00000006', '₹1,299.00, paid, Agra'),
];
let published: AdminAlert[] = [];
const answerAlerts = (call: AdminApiCall) =>
  [200, { alerts: published.filter((a) => a.id > Number(call.query.after ?? 0)) }] as const;

/** The browser's Notification API, allowed, keeping each notification shown. */
class FakeNotification extends EventTarget {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn();
  static shown: FakeNotification[] = [];
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    super();
    FakeNotification.shown.push(this);
  }
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderBackOffice(channels: AlertSettings['channels']) {
  // A back-office page that asks nothing of the API itself: every call to the alerts is the layout's.
  return renderAdmin('/admin/no-such-page', {
    staff: staffFixture(),
    routes: { [SETTINGS]: [200, settingsWith(channels)], [ALERTS]: answerAlerts },
  });
}

beforeEach(() => {
  useFakeClock();
  published = ALL.slice(1);
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('alerts as browser notifications (docs/decisions/131-owner-alerts.md)', { timeout: 30_000 }, () => {
  it('notes the newest alert first, then shows each new one once, and a click opens its page', async () => {
    const { api, router } = renderBackOffice(['browser']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(ALERTS)).toHaveLength(1));
    // The first answer is only noted: the alerts already there are not shown again.
    expect(api.callsTo(ALERTS)[0]?.query).toEqual({});
    expect(FakeNotification.shown).toHaveLength(0);

    published = ALL;
    await wait(ALERT_POLL_MS - 1);
    expect(api.callsTo(ALERTS)).toHaveLength(1);
    await wait(1);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(api.callsTo(ALERTS)[1]?.query).toEqual({ after: '7' });
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toBe('New order #22222222');
    expect(shown?.options).toEqual({ body: '₹999.00, paid, Pune', tag: 'vastra-alert-8' });

    // Nothing new: nothing more shown.
    await wait(ALERT_POLL_MS);
    await waitFor(() => expect(api.callsTo(ALERTS)).toHaveLength(3));
    expect(api.callsTo(ALERTS)[2]?.query).toEqual({ after: '8' });
    expect(FakeNotification.shown).toHaveLength(1);

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => {
      shown?.dispatchEvent(new Event('click'));
    });
    expect(focus).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(`/admin/orders/${ORDER}`);
    expect(shown?.close).toHaveBeenCalled();
  });

  it("shows it through the service worker where the page may not (Android's browsers)", async () => {
    const showNotification = vi.fn(() => Promise.resolve());
    vi.stubGlobal(
      'Notification',
      class extends FakeNotification {
        static override permission: NotificationPermission = 'granted';
        constructor(title: string, options: NotificationOptions) {
          super(title, options);
          throw new TypeError("Failed to construct 'Notification': Illegal constructor. Use showNotification instead.");
        }
      },
    );
    // jsdom has no service workers: the one the built shop registers (apps/web/src/main.tsx), as the page sees it.
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: Promise.resolve({ showNotification }) },
      configurable: true,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });
    renderBackOffice(['browser']);
    await screen.findByRole('heading', { name: 'Page not found' });
    published = ALL;
    await wait(ALERT_POLL_MS);
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith('New order #22222222', {
      body: '₹999.00, paid, Pune',
      tag: 'vastra-alert-8',
      data: { url: `/admin/orders/${ORDER}` },
    });
  });

  it('asks nothing when the member did not choose Browser notifications', async () => {
    const { api } = renderBackOffice(['sms']);
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(api.callsTo(SETTINGS)).toHaveLength(1));
    await wait(2 * ALERT_POLL_MS);
    expect(api.callsTo(ALERTS)).toHaveLength(0);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('asks nothing, not even the settings, while the browser does not allow notifications', async () => {
    FakeNotification.permission = 'default';
    const { api } = renderBackOffice(['browser']);
    await screen.findByRole('heading', { name: 'Page not found' });
    await wait(2 * ALERT_POLL_MS);
    expect(api.callsTo(SETTINGS)).toHaveLength(0);
    expect(api.callsTo(ALERTS)).toHaveLength(0);
  });
});
