import type { AdminConversation, AdminMessage, AdminMessagesResponse } from '@vastra/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminApiCall } from '../testing/admin-fake-api';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const LIST = 'GET /api/admin/messages';

const message = (id: string, overrides: Partial<AdminMessage> = {}): AdminMessage => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  message: 'Do you have the kurti in XL?\nI need it for Diwali.',
  createdAt: '2026-11-20T04:30:00.000Z',
  readAt: null,
  handledAt: null,
  handledBy: null,
  note: '',
  ...overrides,
});
const priya = message('1');
const ravi = message('2', {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  message: 'Where is my parcel?',
  readAt: '2026-11-20T05:00:00.000Z',
});
const NO_PHONE = 'She left no phone number: answer by email.';
const conversation = (of: AdminMessage, extra: Partial<AdminConversation> = {}): AdminConversation => ({
  message: of,
  order: null,
  phone: null,
  entries: [],
  options: [
    { channel: 'sms', available: false, reason: NO_PHONE },
    { channel: 'whatsapp', available: false, reason: NO_PHONE },
    { channel: 'email', available: true, reason: null },
  ],
  ...extra,
});
const page = (items: AdminMessage[], counts = { unread: 1, open: 2 }): AdminMessagesResponse => ({
  items,
  nextCursor: null,
  counts,
});

function renderInbox(
  extra: Record<string, readonly [number, unknown] | ((call: AdminApiCall) => readonly [number, unknown])> = {},
) {
  const user = userEvent.setup();
  const view = renderAdmin('/admin/messages', {
    staff: staffFixture(),
    routes: {
      [LIST]: (call) => [200, call.query.status === 'handled' ? page([]) : page([priya, ravi])],
      [`GET /api/admin/messages/${priya.id}`]: [200, conversation(priya)],
      [`GET /api/admin/messages/${ravi.id}`]: [200, conversation(ravi)],
      'GET /api/admin/saved-replies': [200, { items: [] }],
      ...extra,
    },
  });
  return { ...view, user };
}

describe('messages inbox', { timeout: 30_000 }, () => {
  it('lists the open messages with counts, name, email, first line and time in IST', async () => {
    const { api } = renderInbox();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const first = within(list).getAllByRole('button')[0] as HTMLElement;
    expect(first).toHaveTextContent(
      'Unread: Priya Sharma20 Nov 2026, 10:00 ampriya@example.inDo you have the kurti in XL?',
    );
    expect(first).not.toHaveTextContent('Diwali');
    expect(screen.getByRole('button', { name: 'Unread (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Open (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo(LIST)[0]?.query).toEqual({ status: 'open' });
  });

  it('filters by tab and searches', async () => {
    const { api, user } = renderInbox();
    await screen.findByRole('list', { name: 'Messages' });
    await user.click(screen.getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText('No messages here')).toBeInTheDocument();
    expect(api.callsTo(LIST).at(-1)?.query).toEqual({ status: 'handled' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search name, email or message' }), ' parcel {Enter}');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ status: 'all', q: 'parcel' }));
  });

  it('opening an unread message marks it read and shows it whole, with its conversation', async () => {
    const read = { ...priya, readAt: '2026-11-20T06:00:00.000Z' };
    const { api, user } = renderInbox({ [`PATCH /api/admin/messages/${priya.id}`]: [200, read] });
    await user.click(await screen.findByRole('button', { name: /Priya Sharma/ }));
    const detail = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(detail).toHaveTextContent('Do you have the kurti in XL? I need it for Diwali.');
    expect(within(detail).getByText('Received 20 Nov 2026, 10:00 am')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`PATCH /api/admin/messages/${priya.id}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/admin/messages/${priya.id}`)[0]?.body).toEqual({ read: true });
    expect(within(detail).getByText('No replies yet.')).toBeInTheDocument();
    expect(within(detail).getByRole('radio', { name: 'SMS' })).toBeDisabled();
    expect(within(detail).getByRole('radio', { name: 'SMS' })).toHaveAccessibleDescription(NO_PHONE);
    expect(within(detail).getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('replies by SMS with a saved reply made hers, and shows the thread with who sent it', async () => {
    const order = { id: '0b6f0b7e-6c53-4b4f-9d53-7a3c1f1c2e11', ref: '#0B6F0B7E' };
    const reachable = conversation(ravi, {
      order,
      phone: '+919876543210',
      options: [
        { channel: 'sms', available: true, reason: null },
        { channel: 'whatsapp', available: false, reason: 'WhatsApp is not set up for this shop.' },
        { channel: 'email', available: true, reason: null },
      ],
    });
    const sent = {
      id: '0b6f0b7e-6c53-4b4f-9d53-7a3c1f1c2e12',
      direction: 'out' as const,
      channel: 'sms' as const,
      text: 'Hi Ravi, it ships today.',
      author: 'Meera Staff',
      status: 'sent' as const,
      failure: null,
      at: '2026-11-20T06:00:00.000Z',
    };
    const saved = {
      id: '0b6f0b7e-6c53-4b4f-9d53-7a3c1f1c2e13',
      title: 'Ships today',
      text: 'Hi {name}, it ships today.',
      updatedAt: '2026-11-20T06:00:00.000Z',
      updatedBy: 'Meera Staff',
    };
    const replies = `POST /api/admin/messages/${ravi.id}/replies`;
    let answered = false;
    const { api, user } = renderInbox({
      [`GET /api/admin/messages/${ravi.id}`]: () => [200, answered ? { ...reachable, entries: [sent] } : reachable],
      'GET /api/admin/saved-replies': [200, { items: [saved] }],
      [replies]: () => {
        answered = true;
        return [201, { ...reachable, entries: [sent] }];
      },
    });
    await user.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    const detail = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(await within(detail).findByRole('link', { name: '#0B6F0B7E' })).toHaveAttribute(
      'href',
      `/admin/orders/${order.id}`,
    );
    expect(within(detail).getByRole('radio', { name: 'SMS' })).toBeChecked();
    await user.selectOptions(within(detail).getByRole('combobox', { name: 'Insert a saved reply' }), saved.id);
    expect(within(detail).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Hi Ravi, it ships today.');
    await user.click(within(detail).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.callsTo(replies)).toHaveLength(1));
    expect(api.callsTo(replies)[0]?.body).toEqual({ channel: 'sms', text: 'Hi Ravi, it ships today.' });
    const thread = await within(detail).findByRole('list', { name: 'Conversation' });
    expect(thread).toHaveTextContent('Meera Staff replied · SMS · 20 Nov 2026, 11:30 am · Sent');
    expect(thread).toHaveTextContent('Hi Ravi, it ships today.');
    expect(await screen.findByText('Reply sent by SMS')).toBeInTheDocument();
    expect(within(detail).getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  });

  it('does not write again when a read message is opened', async () => {
    const { api, user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('links a message from a shopper with an account to her customer page, and one without to none', async () => {
    const customerId = '0b6f0b7e-6c53-4b4f-9d53-7a3c1f1c2e11';
    const withAccount = { ...ravi, customerId };
    const { user } = renderInbox({
      [LIST]: (call) => [200, call.query.status === 'handled' ? page([]) : page([priya, withAccount])],
    });
    await user.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    const detail = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(detail).getByRole('link', { name: 'Customer page' })).toHaveAttribute(
      'href',
      `/admin/customers/${customerId}`,
    );
    await user.click(screen.getByRole('button', { name: /Priya Sharma/ }));
    const other = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(other).queryByRole('link', { name: 'Customer page' })).toBeNull();
  });

  it('saves a note, marks handled and reopens, with toasts', async () => {
    const path = `PATCH /api/admin/messages/${ravi.id}`;
    const { api, user } = renderInbox({
      [path]: (call) => {
        const body = call.body as { note?: string; handled?: boolean };
        if (body.note !== undefined) return [200, { ...ravi, note: body.note }];
        return [
          200,
          body.handled
            ? {
                ...ravi,
                note: 'Sent the tracking link',
                handledAt: '2026-11-20T07:00:00.000Z',
                handledBy: 'Meera Owner',
              }
            : { ...ravi, note: 'Sent the tracking link' },
        ];
      },
    });
    await user.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    const detail = await screen.findByRole('article', { name: 'Ravi Kumar' });
    await user.type(within(detail).getByRole('textbox', { name: /Staff note/ }), 'Sent the tracking link');
    await user.click(within(detail).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(api.callsTo(path)[0]?.body).toEqual({ note: 'Sent the tracking link' });

    await user.click(within(detail).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked handled')).toBeInTheDocument();
    expect(api.callsTo(path)[1]?.body).toEqual({ handled: true });
    expect(within(detail).getByText('Handled by Meera Owner, 20 Nov 2026, 12:30 pm')).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Message reopened')).toBeInTheDocument();
    expect(api.callsTo(path)[2]?.body).toEqual({ handled: false });
    expect(within(detail).getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });

  it('says why an update failed', async () => {
    const path = `PATCH /api/admin/messages/${ravi.id}`;
    const { user } = renderInbox({ [path]: [404, { message: 'Message not found', code: 'not_found' }] });
    await user.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Could not update the message: Message not found')).toBeInTheDocument();
  });
});
