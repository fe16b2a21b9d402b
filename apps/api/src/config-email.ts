import { z } from 'zod';
import { optionalText } from './config-fields';

/**
 * Email's variables (docs/decisions/131-owner-alerts.md): the team's alerts by email. EMAIL_PROVIDER: `console` (the
 * default outside production: the email goes to the server log), `smtp` (any provider's SMTP relay) or `off` (the
 * default in production: email alerts cannot be chosen).
 */
export const EMAIL_FIELDS = {
  EMAIL_PROVIDER: z.enum(['off', 'console', 'smtp']).optional(),
  /** The relay with its login: `smtps://user:password@smtp.example.com:465` or `smtp://…:587` (STARTTLS). */
  SMTP_URL: optionalText,
  /** The sender, as the relay allows it: 'Vastra <alerts@vastra.in>'. */
  EMAIL_FROM: optionalText,
};

type EmailEnv = { NODE_ENV: string } & { [K in keyof typeof EMAIL_FIELDS]?: z.output<(typeof EMAIL_FIELDS)[K]> };

/** What EMAIL_PROVIDER needs, and the console refused in production (it mails nobody). */
export function emailProblems(env: EmailEnv, ctx: z.RefinementCtx): void {
  if (env.EMAIL_PROVIDER === 'smtp') {
    for (const key of ['SMTP_URL', 'EMAIL_FROM'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when EMAIL_PROVIDER=smtp' });
    }
    if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must start with smtp:// or smtps://' });
    }
  }
  if (env.NODE_ENV === 'production' && env.EMAIL_PROVIDER === 'console') {
    ctx.addIssue({
      code: 'custom',
      path: ['EMAIL_PROVIDER'],
      message:
        'console mails nobody (its emails only reach the server log) and is refused when NODE_ENV=production: ' +
        'set EMAIL_PROVIDER=smtp with SMTP_URL and EMAIL_FROM, or off',
    });
  }
}

/** The provider in use: as set, else the console outside production and none in production. */
export const emailProviderOf = (env: EmailEnv): 'off' | 'console' | 'smtp' =>
  env.EMAIL_PROVIDER ?? (env.NODE_ENV === 'production' ? 'off' : 'console');
