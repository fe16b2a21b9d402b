import type { AdminConversation, AdminMessage, SavedReply } from '@vastra/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const message: AdminMessage = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  message: 'Do you have the kurti in XL?',
  createdAt: '2026-11-20T04:30:00.000Z',
  readAt: '2026-11-20T05:00:00.000Z',
  handledAt: null,
  handledBy: null,
  note: '',
};
const conversation: AdminConversation = {
  message,
  order: null,
  phone: null,
  entries: [],
  options: [{ channel: 'email', available: true, reason: null }],
};
const reply = (id: string, title: string, text: string): SavedReply => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  title,
  text,
  updatedAt: '2026-11-20T05:00:00.000Z',
  updatedBy: 'Meera Staff',
});

describe('saved replies', { timeout: 30_000 }, () => {
  it('adds one, refuses a taken title with its reason, edits one and removes one', async () => {
    let items = [reply('1', 'COD', 'Cash on delivery is open up to Rs. 5,000.')];
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/messages', {
      staff: staffFixture(),
      routes: {
        'GET /api/admin/messages': [200, { items: [message], nextCursor: null, counts: { unread: 0, open: 1 } }],
        [`GET /api/admin/messages/${message.id}`]: [200, conversation],
        'GET /api/admin/saved-replies': () => [200, { items }],
        'POST /api/admin/saved-replies': (call) => {
          const body = call.body as { title: string; text: string };
          if (body.title === 'COD') return [409, { message: 'A saved reply with this title already exists.' }];
          const made = reply('2', body.title, body.text);
          items = [...items, made];
          return [201, made];
        },
        [`PATCH /api/admin/saved-replies/${reply('1', '', '').id}`]: (call) => {
          const body = call.body as { title: string; text: string };
          items = [reply('1', body.title, body.text), ...items.slice(1)];
          return [200, items[0]];
        },
        [`DELETE /api/admin/saved-replies/${reply('1', '', '').id}`]: () => {
          items = items.slice(1);
          return [200, { items }];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Priya Sharma/ }));
    const detail = await screen.findByRole('article', { name: 'Priya Sharma' });
    await user.click(await within(detail).findByText('Saved replies (1)'));
    const form = within(detail).getByRole('form', { name: 'Saved replies' });

    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await within(form).findByText('Please give the saved reply a title.')).toBeInTheDocument();
    expect(within(form).getByText('Please write a message.')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'COD');
    await user.type(within(form).getByRole('textbox', { name: /^Text/ }), 'Again');
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await within(form).findByText('A saved reply with this title already exists.')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Size help');
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Saved reply added')).toBeInTheDocument();
    expect(await within(detail).findByText('Saved replies (2)')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('');

    await user.click(within(detail).getByRole('button', { name: 'Edit COD' }));
    expect(within(form).getByRole('textbox', { name: /^Text/ })).toHaveValue(
      'Cash on delivery is open up to Rs. 5,000.',
    );
    await user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Cash on delivery');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved reply changed')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/admin/saved-replies/${reply('1', '', '').id}`)[0]?.body).toEqual({
        title: 'Cash on delivery',
        text: 'Cash on delivery is open up to Rs. 5,000.',
      }),
    );

    await user.click(await within(detail).findByRole('button', { name: 'Delete Cash on delivery' }));
    expect(await screen.findByText('Saved reply removed')).toBeInTheDocument();
    expect(await within(detail).findByText('Saved replies (1)')).toBeInTheDocument();
  });
});
