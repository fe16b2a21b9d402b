import { randomUUID } from 'node:crypto';
import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import type { HandleInbound } from './inbound';
import type { WhatsappOutboxRepository, SandboxButton } from './sandbox.adapter';
import { quickReplyTap, readWebhookEvents, webhookEnvelope } from './webhook-payload';
import { signWebhookBody, verifyHandshake, verifyWebhookSignature } from './webhook-signature';

const OUTBOX_LIMIT = 50;

/** The secrets the webhook checks: the app's (signatures) and the handshake's verify token. */
export interface WebhookSecrets {
  appSecret: string;
  verifyToken: string;
}

/**
 * Meta's webhook (docs/decisions/126-whatsapp.md): the subscription handshake, and deliveries signed over their raw
 * bytes — a bad or missing signature is answered 401 and changes nothing; a signed one is read and answered 200
 * (Meta delivers again otherwise), whatever it held.
 */
export function whatsappWebhookRoutes(deps: { secrets: WebhookSecrets; handle: HandleInbound }): FastifyPluginAsync {
  return async (app) => {
    contractRoutes(app)(ENDPOINTS.whatsappWebhookHandshake, ({ query, reply }) => {
      const challenge = verifyHandshake(query, deps.secrets.verifyToken);
      if (challenge === null) throw new AppError('forbidden', 'The verify token does not match.');
      return reply.header('content-type', 'text/plain; charset=utf-8').send(challenge);
    });

    // The signature covers the exact bytes sent, so this route alone keeps its body raw.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      contractRoutes(raw)(ENDPOINTS.whatsappWebhook, async ({ request, headers }) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = headers['x-hub-signature-256'];
        if (!verifyWebhookSignature(body, signature, deps.secrets.appSecret)) {
          throw new AppError('unauthorized', 'The signature does not match the body.');
        }
        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          json = null;
        }
        return { handled: await deps.handle(readWebhookEvents(json)) };
      });
    });
  };
}

/**
 * The sandbox's outbox and the shopper's side of it (outside production): her messages with their buttons, and her
 * tap or answer, posted to the webhook signed with the sandbox's secret exactly as Meta would post it.
 */
export function whatsappDevRoutes(deps: {
  outbox: WhatsappOutboxRepository;
  secrets: WebhookSecrets;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.whatsappOutbox, async ({ query }) => {
      const rows = await deps.outbox.list(query.phone, OUTBOX_LIMIT);
      return rows.map((row) => ({
        messageId: row.messageId,
        to: row.to,
        template: row.template,
        body: row.body,
        buttons: row.buttons as SandboxButton[],
        sentAt: row.sentAt.toISOString(),
      }));
    });

    route(ENDPOINTS.whatsappSandboxReply, async ({ body, reply }) => {
      const sent = await deps.outbox.find(body.messageId);
      if (!sent) throw new AppError('not-found', 'No sandbox message has this id.');
      const from = sent.to.replace(/^\+/, '');
      const common = { from, messageId: `wamid.sandbox.${randomUUID()}`, timestamp: deps.clock.now() };
      let value: object;
      if ('button' in body) {
        const button = (sent.buttons as SandboxButton[]).find((b) => b.text === body.button);
        if (!button) throw new AppError('not-found', `The message has no button "${body.button}".`);
        value = quickReplyTap({
          ...common,
          payload: button.payload,
          text: button.text,
          replyTo: sent.messageId,
          phoneNumberId: 'sandbox',
        });
      } else {
        value = {
          messaging_product: 'whatsapp',
          contacts: [{ wa_id: from }],
          messages: [
            {
              from,
              id: common.messageId,
              timestamp: String(Math.floor(common.timestamp.getTime() / 1000)),
              type: 'text',
              text: { body: body.text },
            },
          ],
        };
      }
      const payload = JSON.stringify(webhookEnvelope(value));
      const answer = await app.inject({
        method: 'POST',
        url: ENDPOINTS.whatsappWebhook.path,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWebhookBody(payload, deps.secrets.appSecret),
        },
        payload,
      });
      return reply.status(answer.statusCode).send(answer.json());
    });
  };
}
