import type { Endpoint } from './endpoint';
import {
  WhatsappHandshakeQuery,
  WhatsappOutboxQuery,
  WhatsappOutboxResponse,
  WhatsappSandboxReplyBody,
  WhatsappWebhookHeaders,
  WhatsappWebhookResponse,
} from './whatsapp';

/** WhatsApp's webhook and the sandbox's outbox (docs/decisions/126-whatsapp.md). */
export const WHATSAPP_ENDPOINTS = {
  // Meta's subscription handshake: 200 with the raw challenge when the verify token matches, else 403.
  whatsappWebhookHandshake: {
    method: 'GET',
    path: '/api/whatsapp/webhook',
    auth: 'none',
    tags: ['whatsapp'],
    summary: "WhatsApp webhook: Meta's subscription handshake (answers hub.challenge)",
    query: WhatsappHandshakeQuery,
    errors: ['forbidden'],
  },
  // Meta's server-to-server call, signed over the raw body: a bad signature changes nothing (401).
  whatsappWebhook: {
    method: 'POST',
    path: '/api/whatsapp/webhook',
    auth: 'none',
    tags: ['whatsapp'],
    summary: 'WhatsApp webhook: quick replies (COD confirm / cancel), STOP, and delivery reports',
    headers: WhatsappWebhookHeaders,
    response: WhatsappWebhookResponse,
    errors: ['unauthorized'],
  },
  whatsappOutbox: {
    method: 'GET',
    path: '/api/dev/whatsapp-outbox',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: 'The WhatsApp messages the sandbox "sent" to one phone, newest first, with their buttons',
    query: WhatsappOutboxQuery,
    response: WhatsappOutboxResponse,
    errors: [],
  },
  whatsappSandboxReply: {
    method: 'POST',
    path: '/api/dev/whatsapp-outbox/reply',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: "Sandbox: the shopper taps a message's button or answers it; sent through the signed webhook",
    body: WhatsappSandboxReplyBody,
    response: WhatsappWebhookResponse,
    errors: ['not_found'],
  },
} as const satisfies Record<string, Endpoint>;
