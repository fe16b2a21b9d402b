import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeClock } from '../../../testing/fake-clock';
import { staffSessionState } from '../api/staff-session-state';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

/** Enters a value in one input event (as a paste does): typing key by key costs seconds on a loaded machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const member = staffFixture();
const challenge = { challengeId: 'ch-1', message: M.codeSent } as const;
/** Every value this origin's scripts can read from storage: the staff token must be none of them. */
const readableByScripts = () =>
  [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '')),
  );
const session = { token: 'fresh-staff-token', staff: member, expiresAt: '2026-11-24T06:00:00.000Z' };

async function passPasswordStep(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, await screen.findByLabelText(/Phone number/), '98765 00001');
  await fill(user, screen.getByLabelText('Password'), 'tea-garden-42');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('staff sign-in', () => {
  it('asks for phone and password, then the code, and opens the dashboard, keeping no token', async () => {
    const user = userEvent.setup();
    const { api, router } = renderAdmin('/admin/sign-in', {
      routes: {
        'POST /api/admin/auth/login': [200, challenge],
        'POST /api/admin/auth/verify': [200, session],
        'GET /api/admin/auth/me': [200, member],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const phone = screen.getByLabelText(/Phone number/);
    await passPasswordStep(user);
    expect(phone).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/auth/login')[0]?.body).toEqual({
      phone: '+919876500001',
      password: 'tea-garden-42',
    });

    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to your phone')).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    await user.type(code, '12a3456'); // typed: each key goes through the digits-only filter
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(api.callsTo('POST /api/admin/auth/verify')[0]?.body).toEqual({ challengeId: 'ch-1', code: '123456' });
    // The session is the httpOnly cookie the server set: the token in the answer is not kept anywhere here.
    expect(readableByScripts().join(' ')).not.toContain('fresh-staff-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(staffSessionState()).toBe('signed-in');
  });

  it('checks the fields before sending: the phone rule and an empty password', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/sign-in');
    await fill(user, await screen.findByLabelText(/Phone number/), '98765');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/auth/login')).toHaveLength(0);
  });

  it("shows the API's message for a wrong password and stays on the first step", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/sign-in', {
      routes: {
        'POST /api/admin/auth/login': [401, { message: M.invalidCredentials, code: 'invalid_credentials' }],
      },
    });
    await passPasswordStep(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong phone number or password');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('9876500001');
  });

  it('says an owner must unlock the account when wrong codes locked it', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/sign-in', {
      routes: {
        'POST /api/admin/auth/login': [200, challenge],
        'POST /api/admin/auth/verify': [403, { message: M.staffLocked, code: 'staff_locked' }],
      },
    });
    await passPasswordStep(user);
    await fill(user, await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong sign-in codes today, so this account is locked. Ask the shop owner to unlock it in Staff.',
    );
  });

  it('says how many tries are left after a wrong code, and Start again goes back to the password', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/sign-in', {
      routes: {
        'POST /api/admin/auth/login': [200, challenge],
        'POST /api/admin/auth/verify': [
          400,
          { message: 'Invalid OTP — please check the digits and try again.', code: 'otp_invalid', attemptsLeft: 2 },
        ],
      },
    });
    await passPasswordStep(user);
    await fill(user, await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid OTP — please check the digits and try again. 2 attempts left.',
    );
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
    expect(staffSessionState()).not.toBe('signed-in');

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await passPasswordStep(user);
    expect(api.callsTo('POST /api/admin/auth/login')).toHaveLength(2);
  });

  it('goes to `next` once signed in', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin(`/admin/sign-in?next=${encodeURIComponent('/admin/activity')}`, {
      routes: {
        'POST /api/admin/auth/login': [200, challenge],
        'POST /api/admin/auth/verify': [200, session],
        'GET /api/admin/auth/me': [200, member],
        'GET /api/admin/audit': [200, { items: [], nextCursor: null }],
      },
    });
    await passPasswordStep(user);
    await fill(user, await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/activity');
  });
});

describe('the code step', () => {
  beforeEach(() => useFakeClock());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says where the code went, offers "Resend code" after its countdown, then takes the new code', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    let sent = 0;
    const { api } = renderAdmin('/admin/sign-in', {
      routes: {
        'POST /api/admin/auth/login': () => [200, { ...challenge, challengeId: `ch-${++sent}` }],
        'POST /api/admin/auth/verify': [200, session],
        'GET /api/admin/auth/me': [200, member],
      },
    });
    await passPasswordStep(user);
    expect(await screen.findByText('Sent to +91 98•••••001')).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to your phone')).toBeInTheDocument();
    expect(screen.getByText('Resend code in 30s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    // Start again stays beside it.
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByText('Resend code in 1s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way');
    expect(screen.getByText('Resend code in 30s')).toBeInTheDocument();
    const logins = api.callsTo('POST /api/admin/auth/login').map((call) => call.body);
    expect(logins).toEqual([
      { phone: '+919876500001', password: 'tea-garden-42' },
      { phone: '+919876500001', password: 'tea-garden-42' },
    ]);
    await fill(user, screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/auth/verify')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/auth/verify')[0]?.body).toEqual({ challengeId: 'ch-2', code: '654321' });
  });
});

describe('accepting an invitation', () => {
  it('checks the password rule before sending, then sends the token and opens sign-in with a note', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/invite/inv-token-123456', {
      routes: { 'POST /api/admin/auth/accept-invite': [200, { message: 'Password set' }] },
    });
    const password = await screen.findByLabelText('New password');
    expect(screen.getByText(M.weakPassword)).toBeInTheDocument();
    await fill(user, password, 'short1');
    await fill(user, screen.getByLabelText('Repeat the password'), 'short1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.weakPassword);
    expect(api.callsTo('POST /api/admin/auth/accept-invite')).toHaveLength(0);

    await user.clear(password);
    await fill(user, password, 'monsoon-silk-77');
    await user.clear(screen.getByLabelText('Repeat the password'));
    await fill(user, screen.getByLabelText('Repeat the password'), 'monsoon-silk-78');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Repeat the password'));
    await fill(user, screen.getByLabelText('Repeat the password'), 'monsoon-silk-77');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set. You can sign in now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/auth/accept-invite')[0]?.body).toEqual({
      token: 'inv-token-123456',
      password: 'monsoon-silk-77',
    });
  });

  it("shows the API's message for an expired invitation", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/invite/inv-token-123456', {
      routes: { 'POST /api/admin/auth/accept-invite': [400, { message: M.inviteInvalid, code: 'invite_invalid' }] },
    });
    await fill(user, await screen.findByLabelText('New password'), 'monsoon-silk-77');
    await fill(user, screen.getByLabelText('Repeat the password'), 'monsoon-silk-77');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired or was already used');
  });
});
