import type { IdentityLog, TransactionalOutcome } from '../identity';

/** A plain-text email to one address. */
export interface Email {
  to: string;
  subject: string;
  text: string;
}

/**
 * The email sender port (docs/decisions/131-owner-alerts.md): `console` outside production (the server log; it mails
 * nobody) or `smtp` (any provider's SMTP relay), chosen by EMAIL_PROVIDER. Never throws: failures are outcomes,
 * `transient` ones worth another try.
 */
export interface EmailSender {
  readonly name: 'console' | 'smtp';
  send(email: Email, log: IdentityLog): Promise<TransactionalOutcome>;
}

/** 'owner@vastra.in' → 'ow***@vastra.in': what logs may show of an address. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? '***' : `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}
