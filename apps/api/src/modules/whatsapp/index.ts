import type { Language } from '@vastra/domain/i18n';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { watchAdapter, type AdapterErrorSink } from '../../shared/adapter-errors';
import type { Clock } from '../../shared/clock';
import type { IdentityLog, TransactionalSender } from '../identity';
import { indianMobile } from '../order-messages';
import { createWhatsappCloudSender } from './cloud-api.adapter';
import { createInbound, type InboundDeps } from './inbound';
import { optInsRepository as optIns } from './opt-ins.repository';
import { createWhatsappOutboxRepository, createWhatsappSandboxSender } from './sandbox.adapter';
import { whatsappDevRoutes, whatsappWebhookRoutes, type WebhookSecrets } from './whatsapp.routes';

export { signWebhookBody } from './webhook-signature';
export { webhookEnvelope } from './webhook-payload';

/** The sandbox's own secrets when none are set: its deliveries are signed and checked like Meta's. */
export const SANDBOX_SECRETS: WebhookSecrets = { appSecret: 'whatsapp-sandbox-app-secret', verifyToken: 'sandbox' };

export interface WhatsappModule {
  /**
   * The WhatsApp sender, beside the SMS one; null when WHATSAPP_PROVIDER=off. The order messages use it for a phone
   * that opted in (modules/order-messages), SMS for the others.
   */
  sender: TransactionalSender | null;
  /**
   * Keeps her answer at checkout for a phone (ten digits, or '+91' and ten), an opt-in with the language of the
   * wording she read.
   */
  recordChoice(phone: string, optIn: boolean, language: Language): Promise<void>;
  routes: FastifyPluginAsync;
  /** Registered only outside production: the sandbox's outbox and taps. */
  devRoutes: FastifyPluginAsync;
}

/**
 * WhatsApp (docs/decisions/126-whatsapp.md): order messages as approved templates for the shoppers who opted in, SMS
 * for the others and whenever WhatsApp cannot deliver; the COD confirmation's quick replies and STOP through the
 * signed webhook. `sandbox` outside production, Meta's Cloud API with `cloud`, nothing with `off`.
 */
export function createWhatsappModule(
  deps: {
    db: Db;
    clock: Clock;
    config: Config;
    log: IdentityLog;
    onAdapterError?: AdapterErrorSink | undefined;
  } & Pick<InboundDeps, 'codReply' | 'undelivered' | 'answered'>,
): WhatsappModule {
  const { db, clock, config } = deps;
  const provider = config.WHATSAPP_PROVIDER;
  const outbox = createWhatsappOutboxRepository(db);
  const sender =
    provider === 'cloud'
      ? // Its failed sends are counted (adapter_errors_total{adapter="whatsapp"}, docs/decisions/116-metrics.md).
        watchAdapter(
          'whatsapp',
          createWhatsappCloudSender({
            accessToken: config.WHATSAPP_ACCESS_TOKEN ?? '',
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
            apiVersion: config.WHATSAPP_API_VERSION,
            language: config.WHATSAPP_TEMPLATE_LANGUAGE,
            hindi: config.WHATSAPP_HINDI_TEMPLATES,
          }),
          deps.onAdapterError,
        )
      : provider === 'sandbox'
        ? createWhatsappSandboxSender({ outbox, clock })
        : null;
  const secrets: WebhookSecrets = {
    appSecret: config.WHATSAPP_APP_SECRET ?? (provider === 'sandbox' ? SANDBOX_SECRETS.appSecret : ''),
    verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? (provider === 'sandbox' ? SANDBOX_SECRETS.verifyToken : ''),
  };
  const handle = createInbound(deps);
  return {
    sender,
    async recordChoice(phone, optIn, language) {
      const to = indianMobile(phone);
      if (optIn) await optIns.optIn(db, to, 'checkout', clock.now(), language);
      else await optIns.optOut(db, to, clock.now());
    },
    // Without WhatsApp there is no webhook to answer: the routes stay, refusing every delivery (no secret matches).
    routes: whatsappWebhookRoutes({ secrets, handle }),
    devRoutes: whatsappDevRoutes({ outbox, secrets, clock }),
  };
}
