import { z } from 'zod';

/** What a webhook delivery tells us, one item per message or status it carries. */
export type WhatsappInbound =
  | {
      kind: 'reply';
      /** The sender's wa_id: country code and number, digits only ('918866230663'). */
      from: string;
      messageId: string;
      payload: string;
      text: string;
      /** The id (wamid) of the message replied to, `context.id`. */
      replyTo: string | null;
    }
  | { kind: 'text'; from: string; messageId: string; text: string }
  | {
      kind: 'status';
      messageId: string;
      status: 'sent' | 'delivered' | 'read' | 'failed';
      recipient: string;
      errors: { code: number; title: string }[];
    };

// Lenient reading: unknown fields pass, and an item we do not recognise is skipped on its own (the others of the
// same delivery are still read). Bounds keep a forged or broken body from carrying megabytes into the app.
const WaId = z.string().regex(/^\d{6,15}$/);
const MessageId = z.string().min(1).max(256);
const Text = z.string().max(4096);

const Envelope = z.looseObject({ object: z.literal('whatsapp_business_account'), entry: z.array(z.unknown()) });
const Entry = z.looseObject({ changes: z.array(z.unknown()) });
const Change = z.looseObject({
  field: z.literal('messages'),
  value: z.looseObject({
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
  }),
});

const MessageBase = z.looseObject({
  from: WaId,
  id: MessageId,
  context: z.looseObject({ id: MessageId }).optional(),
});
/** A tap on a template's quick-reply button. */
const ButtonMessage = MessageBase.extend({
  type: z.literal('button'),
  button: z.looseObject({ payload: Text, text: Text }),
});
/** A tap on an interactive (non-template) reply button. */
const InteractiveMessage = MessageBase.extend({
  type: z.literal('interactive'),
  interactive: z.looseObject({
    type: z.literal('button_reply'),
    button_reply: z.looseObject({ id: Text, title: Text }),
  }),
});
const TextMessage = MessageBase.extend({ type: z.literal('text'), text: z.looseObject({ body: Text }) });
const Message = z.discriminatedUnion('type', [ButtonMessage, InteractiveMessage, TextMessage]);

const StatusError = z.looseObject({ code: z.number().int(), title: z.string().max(1024) });
const Status = z.looseObject({
  id: MessageId,
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  recipient_id: WaId,
  errors: z.array(z.unknown()).optional(),
});

/** Each item of `list` that `schema` reads, the others skipped. */
function readEach<T>(list: unknown[] | undefined, schema: z.ZodType<T>): T[] {
  return (list ?? []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function inboundOfMessage(message: z.infer<typeof Message>): WhatsappInbound {
  const base = { from: message.from, messageId: message.id };
  switch (message.type) {
    case 'button':
      return {
        kind: 'reply',
        ...base,
        payload: message.button.payload,
        text: message.button.text,
        replyTo: message.context?.id ?? null,
      };
    case 'interactive':
      return {
        kind: 'reply',
        ...base,
        payload: message.interactive.button_reply.id,
        text: message.interactive.button_reply.title,
        replyTo: message.context?.id ?? null,
      };
    case 'text':
      return { kind: 'text', ...base, text: message.text.body };
  }
}

/**
 * The replies, texts and delivery statuses of a WhatsApp Business Account webhook delivery, in order. Anything
 * else — another object or field, another message type (images, reactions…), a malformed item — is skipped.
 * Never throws: a body that is not an envelope gives [].
 */
export function readWebhookEvents(body: unknown): WhatsappInbound[] {
  const envelope = Envelope.safeParse(body);
  if (!envelope.success) return [];
  const out: WhatsappInbound[] = [];
  for (const entry of readEach(envelope.data.entry, Entry)) {
    for (const { value } of readEach(entry.changes, Change)) {
      for (const message of readEach(value.messages, Message)) out.push(inboundOfMessage(message));
      for (const status of readEach(value.statuses, Status)) {
        out.push({
          kind: 'status',
          messageId: status.id,
          status: status.status,
          recipient: status.recipient_id,
          errors: readEach(status.errors, StatusError).map(({ code, title }) => ({ code, title })),
        });
      }
    }
  }
  return out;
}

/** Wraps a change's `value` in the envelope Meta posts (the sandbox builds deliveries with it). */
export function webhookEnvelope(value: object, wabaId = '0'): object {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: wabaId, changes: [{ field: 'messages', value }] }],
  };
}

/**
 * The `value` Meta posts when a shopper taps a template's quick-reply button: her message of `type: 'button'`
 * with the button's payload and text, replying to (`context.id`) the template message. Only what the input
 * gives is filled in: no display number of ours, no profile name. `from` may carry a leading '+'.
 */
export function quickReplyTap(input: {
  from: string;
  payload: string;
  text: string;
  replyTo: string;
  messageId: string;
  timestamp: Date;
  phoneNumberId: string;
}): object {
  const from = input.from.replace(/^\+/, '');
  return {
    messaging_product: 'whatsapp',
    metadata: { phone_number_id: input.phoneNumberId },
    contacts: [{ wa_id: from }],
    messages: [
      {
        context: { id: input.replyTo },
        from,
        id: input.messageId,
        timestamp: String(Math.floor(input.timestamp.getTime() / 1000)),
        type: 'button',
        button: { payload: input.payload, text: input.text },
      },
    ],
  };
}
