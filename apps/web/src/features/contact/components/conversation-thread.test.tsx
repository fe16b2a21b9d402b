import type { PublicConversation } from '@vastra/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok-123';
const THREAD = `/api/conversations/${TOKEN}`;
const conversation: PublicConversation = {
  firstName: 'Asha',
  entries: [
    { from: 'you', text: 'Do you ship to Pune?', at: '2026-03-02T06:13:52.000Z' },
    { from: 'shop', text: 'Yes, in 3 to 5 days.', at: '2026-03-02T08:00:00.000Z' },
  ],
};
const answered: PublicConversation = {
  ...conversation,
  entries: [...conversation.entries, { from: 'you', text: 'Thank you!', at: '2026-03-02T09:30:00.000Z' }],
};

const messages = async () => within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
const answerField = () => screen.getByRole('textbox', { name: 'Your answer' });

describe('/m/{token}: her conversation with the shop (docs/decisions/127-conversations.md)', () => {
  it('shows her message and the reply, each with who sent it and when', async () => {
    renderRoute(`/m/${TOKEN}`, { routes: { [`GET ${THREAD}`]: [200, conversation] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your conversation with Vastra' })).toBeVisible();
    expect(
      screen.getByText('Hi Asha, here are your messages and our replies. You can answer below.'),
    ).toBeInTheDocument();
    const [hers, ours, ...rest] = await messages();
    expect(rest).toHaveLength(0);
    expect(hers).toHaveTextContent('You · 2 Mar 2026, 11:43 amDo you ship to Pune?');
    expect(ours).toHaveTextContent('Vastra · 2 Mar 2026, 1:30 pmYes, in 3 to 5 days.');
    expect(screen.getByText('2 Mar 2026, 11:43 am')).toHaveAttribute('datetime', '2026-03-02T06:13:52.000Z');
    await waitFor(() => expect(document.title).toBe('Your conversation | Vastra'));
  });

  it('posts her answer as {text}, shows it in the thread and clears the field', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute(`/m/${TOKEN}`, {
      routes: { [`GET ${THREAD}`]: [200, conversation], [`POST ${THREAD}/messages`]: [201, answered] },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), '  Thank you!  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message was sent. We will reply soon.');
    const all = await messages();
    expect(all).toHaveLength(3);
    expect(all[2]).toHaveTextContent('You · 2 Mar 2026, 3:00 pmThank you!');
    expect(answerField()).toHaveValue('');
    expect(api.callsTo(`POST ${THREAD}/messages`).map((call) => call.body)).toEqual([{ text: 'Thank you!' }]);
  });

  it("says 'Please write a message.' for an empty answer and sends nothing", async () => {
    const user = userEvent.setup();
    const { api } = renderRoute(`/m/${TOKEN}`, { routes: { [`GET ${THREAD}`]: [200, conversation] } });
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a message.');
    expect(answerField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`POST ${THREAD}/messages`)).toHaveLength(0);
  });

  it("shows the server's refusal of the text under the field, without the field's name", async () => {
    const user = userEvent.setup();
    renderRoute(`/m/${TOKEN}`, {
      routes: {
        [`GET ${THREAD}`]: [200, conversation],
        [`POST ${THREAD}/messages`]: [400, { message: 'text: Please write a message.', field: 'text' }],
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please write a message\.$/);
    expect(answerField()).toHaveValue('Hello');
  });

  it("shows any other refusal in the form's alert, e.g. too many messages", async () => {
    const user = userEvent.setup();
    renderRoute(`/m/${TOKEN}`, {
      routes: {
        [`GET ${THREAD}`]: [200, conversation],
        [`POST ${THREAD}/messages`]: [
          429,
          { code: 'rate_limited', message: 'Too many messages. Please try again in 30s.', retryAfterSeconds: 30 },
        ],
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again in 30s.');
    expect(answerField()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the shop's 404 page for a link that is not ours", async () => {
    renderRoute(`/m/${TOKEN}`, {
      routes: {
        [`GET ${THREAD}`]: [
          404,
          {
            code: 'not_found',
            message: 'This conversation was not found. Please use the link in our latest message.',
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
  });
});
