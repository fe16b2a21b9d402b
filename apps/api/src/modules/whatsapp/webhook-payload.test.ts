import { parseCodReplyPayload } from '@vastra/domain/notifications';
import { describe, expect, it } from 'vitest';
import interactiveReply from './__fixtures__/webhook-interactive-reply.json';
import quickReply from './__fixtures__/webhook-quick-reply-tap.json';
import statusDelivered from './__fixtures__/webhook-status-delivered.json';
import statusFailed from './__fixtures__/webhook-status-failed.json';
import textMessage from './__fixtures__/webhook-text.json';
import { quickReplyTap, readWebhookEvents, webhookEnvelope } from './webhook-payload';

const TEMPLATE_ID = 'wamid.HBgMOTE4ODY2MjMwNjYzFQIAERgSMEY0QTg2RjY5QzQ0RDlGRjFBAA==';
const SENT_ID = 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjVGNDQ3QzE5RTdBMkQ1MDNBAA==';

/** A copy of a recorded delivery's first change value, changed by `edit`. */
function edited(fixture: object, edit: (value: Record<string, unknown>) => void): object {
  const copy = structuredClone(fixture) as { entry: { changes: { value: Record<string, unknown> }[] }[] };
  const value = copy.entry[0]?.changes[0]?.value;
  if (value) edit(value);
  return copy;
}

describe('readWebhookEvents', () => {
  it('reads a template quick-reply tap (type button) as a reply to the template message', () => {
    const events = readWebhookEvents(quickReply);
    expect(events).toEqual([
      {
        kind: 'reply',
        from: '918866230663',
        messageId: 'wamid.HBgMOTE4ODY2MjMwNjYzFQIAEhgUM0E2QzBCRkY1NTQ3RTk4QjcxQjMA',
        payload: 'cod:confirm:tok_4f9Kq2LmN8pR7sXv',
        text: 'Confirm order',
        replyTo: TEMPLATE_ID,
      },
    ]);
    const [reply] = events;
    expect(reply?.kind === 'reply' && parseCodReplyPayload(reply.payload)).toEqual({
      reply: 'confirm',
      token: 'tok_4f9Kq2LmN8pR7sXv',
    });
  });

  it('reads an interactive button reply: its id as the payload, its title as the text', () => {
    expect(readWebhookEvents(interactiveReply)).toEqual([
      {
        kind: 'reply',
        from: '919876543210',
        messageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAEhgUM0VCMDQxMkU0RDg2QjM3QzlFMjEA',
        payload: 'cod:cancel:tok_4f9Kq2LmN8pR7sXv',
        text: 'Cancel',
        replyTo: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSN0QxRTJGMzQ1Njc4OUFCQ0RFAA==',
      },
    ]);
  });

  it('reads a text message', () => {
    expect(readWebhookEvents(textMessage)).toEqual([
      {
        kind: 'text',
        from: '919876543210',
        messageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAEhgUM0VCMDc3QTFGNUQyOEI5MEQ0NTYA',
        text: 'STOP',
      },
    ]);
  });

  it('reads a delivered status, its pricing ignored', () => {
    expect(readWebhookEvents(statusDelivered)).toEqual([
      { kind: 'status', messageId: SENT_ID, status: 'delivered', recipient: '919876543210', errors: [] },
    ]);
  });

  it("reads a failed status with its errors' codes and titles", () => {
    expect(readWebhookEvents(statusFailed)).toEqual([
      {
        kind: 'status',
        messageId: SENT_ID,
        status: 'failed',
        recipient: '919876543210',
        errors: [{ code: 131049, title: 'This message was not delivered to maintain healthy ecosystem engagement.' }],
      },
    ]);
  });

  it('reads a reply without context as replying to nothing', () => {
    const body = edited(quickReply, (value) => {
      const [message] = value.messages as Record<string, unknown>[];
      if (message) delete message.context;
    });
    expect(readWebhookEvents(body)).toEqual([expect.objectContaining({ kind: 'reply', replyTo: null })]);
  });

  it('reads every entry and change of a delivery in order, skipping only the items it does not know', () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        ...quickReply.entry,
        { id: '1', changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED' } }] },
        ...statusDelivered.entry,
        'not an entry',
        { id: '2', changes: 'not a list' },
      ],
    };
    const mixed = edited(textMessage, (value) => {
      const messages = value.messages as unknown[];
      value.messages = [
        { from: '919876543210', id: 'wamid.image', timestamp: '1771855231', type: 'image', image: { id: '1' } },
        { from: '919876543210', id: 'wamid.bad', type: 'button' },
        { from: 'not-digits', id: 'wamid.x', type: 'text', text: { body: 'hi' } },
        ...messages,
      ];
      value.statuses = [{ id: SENT_ID, status: 'deleted', recipient_id: '919876543210' }, { id: SENT_ID }];
    });
    expect(readWebhookEvents(body).map((e) => e.kind)).toEqual(['reply', 'status']);
    expect(readWebhookEvents(mixed)).toEqual([expect.objectContaining({ kind: 'text', text: 'STOP' })]);
  });

  it('skips a failed status error that is not {code, title} but keeps the status', () => {
    const body = edited(statusFailed, (value) => {
      const [status] = value.statuses as Record<string, unknown>[];
      if (status) status.errors = [{ code: '131049' }, { code: 131026, title: 'Message undeliverable', extra: 1 }];
    });
    expect(readWebhookEvents(body)).toEqual([
      expect.objectContaining({ status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }),
    ]);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'whatsapp_business_account'],
    ['an array', [quickReply]],
    ['an empty object', {}],
    ['another object', { ...quickReply, object: 'page' }],
    ['no entry', { object: 'whatsapp_business_account' }],
    ['an entry that is not a list', { object: 'whatsapp_business_account', entry: {} }],
    ['another field', fieldChanged(quickReply, 'statuses')],
    ['a value without messages or statuses', edited(quickReply, (value) => delete value.messages)],
    ['a message without from', edited(textMessage, (v) => delete (v.messages as Record<string, unknown>[])[0]?.from)],
    ['a status of another kind', edited(statusDelivered, (v) => ((v.statuses as object[])[0] = { status: 'x' }))],
  ])('gives [] for %s', (_case, body) => {
    expect(readWebhookEvents(body)).toEqual([]);
  });
});

function fieldChanged(fixture: object, field: string): object {
  const copy = structuredClone(fixture) as { entry: { changes: { field: string }[] }[] };
  const change = copy.entry[0]?.changes[0];
  if (change) change.field = field;
  return copy;
}

describe('webhookEnvelope and quickReplyTap', () => {
  const tap = {
    from: '+918866230663',
    payload: 'cod:confirm:tok_4f9Kq2LmN8pR7sXv',
    text: 'Confirm order',
    replyTo: TEMPLATE_ID,
    messageId: 'wamid.HBgMOTE4ODY2MjMwNjYzFQIAEhgUM0E2QzBCRkY1NTQ3RTk4QjcxQjMA',
    timestamp: new Date(1_771_855_045_000),
    phoneNumberId: '838291045512907',
  };

  it('builds a tap that is the recorded one but for what only Meta knows (our display number, her name)', () => {
    const recorded = quickReply.entry[0]?.changes[0]?.value;
    expect(recorded).toMatchObject(quickReplyTap(tap));
  });

  it('wraps a value the way Meta posts it, which readWebhookEvents reads back', () => {
    const body = webhookEnvelope(quickReplyTap(tap), '102290129340398');
    expect(body).toEqual({
      object: 'whatsapp_business_account',
      entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: quickReplyTap(tap) }] }],
    });
    expect(readWebhookEvents(body)).toEqual(readWebhookEvents(quickReply));
    expect(readWebhookEvents(webhookEnvelope(quickReplyTap(tap)))).toEqual(readWebhookEvents(quickReply));
  });
});
