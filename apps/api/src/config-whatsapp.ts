import { z } from 'zod';
import { bool, optionalText } from './config-fields';

/**
 * WhatsApp's variables (docs/decisions/126-whatsapp.md). WHATSAPP_PROVIDER: `sandbox` (the default outside
 * production: messages go to the dev outbox), `cloud` (Meta's WhatsApp Business Cloud API) or `off` (the default in
 * production: order messages go by SMS only).
 */
export const WHATSAPP_FIELDS = {
  WHATSAPP_PROVIDER: z.enum(['off', 'sandbox', 'cloud']).optional(),
  /** A system user's access token for the Cloud API. */
  WHATSAPP_ACCESS_TOKEN: optionalText,
  /** The business phone number's id in WhatsApp Manager. */
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  /** The Meta app's secret: the webhook's deliveries are signed with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optionalText,
  /** The token the webhook's subscription handshake must name (set the same in the Meta app). */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, { error: 'must be a Graph API version such as v23.0' })
    .default('v23.0'),
  /** The approved templates' language code. */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, { error: 'must be a language code such as en or hi' })
    .default('en'),
  /**
   * Whether every template's Hindi translation (language `hi`) is approved too: a shopper who ordered in Hindi then
   * gets her updates in Hindi (docs/decisions/145-order-texts-in-hindi.md); off, in English.
   */
  WHATSAPP_HINDI_TEMPLATES: bool.default(false),
};

type WhatsappEnv = { NODE_ENV: string } & {
  [K in keyof typeof WHATSAPP_FIELDS]?: z.output<(typeof WHATSAPP_FIELDS)[K]>;
};

/** What WHATSAPP_PROVIDER needs, and the sandbox refused in production (it messages nobody). */
export function whatsappProblems(env: WhatsappEnv, ctx: z.RefinementCtx): void {
  if (env.WHATSAPP_PROVIDER === 'cloud') {
    const keys = ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'];
    for (const key of keys as (keyof WhatsappEnv)[]) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when WHATSAPP_PROVIDER=cloud' });
    }
  }
  if (env.NODE_ENV === 'production' && env.WHATSAPP_PROVIDER === 'sandbox') {
    ctx.addIssue({
      code: 'custom',
      path: ['WHATSAPP_PROVIDER'],
      message:
        'sandbox messages nobody (its messages only reach the dev outbox) and is refused when NODE_ENV=production: ' +
        'set WHATSAPP_PROVIDER=cloud with its keys, or off',
    });
  }
}

/** The provider in use: as set, else the sandbox outside production and none in production. */
export const whatsappProviderOf = (env: WhatsappEnv): 'off' | 'sandbox' | 'cloud' =>
  env.WHATSAPP_PROVIDER ?? (env.NODE_ENV === 'production' ? 'off' : 'sandbox');
