import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { PayoutDestinationInput } from '@vastra/domain/api';
import { maskPayoutDestination } from '@vastra/domain/returns';
import type { Config } from '../../config';

/**
 * A shopper's UPI ID or bank account, kept only until the payout is made: AES-256-GCM with a random nonce, stored as
 * `v1.{nonce}.{tag}.{ciphertext}` (base64url). What anyone sees is the masked form; the full one is opened only to
 * pay it, and never logged.
 */
export interface DestinationSeal {
  seal(destination: PayoutDestinationInput): { masked: string; sealed: string };
  open(sealed: string): PayoutDestinationInput;
}

/** The key: PAYOUT_SEAL_KEY (production requires it, config.ts), else derived from the gateway's secret. */
export function sealKeyOf(config: Pick<Config, 'PAYOUT_SEAL_KEY' | 'RAZORPAY_KEY_SECRET' | 'SANDBOX_KEY_SECRET'>) {
  if (config.PAYOUT_SEAL_KEY) return Buffer.from(config.PAYOUT_SEAL_KEY, 'hex');
  const secret = config.RAZORPAY_KEY_SECRET ?? config.SANDBOX_KEY_SECRET;
  return Buffer.from(hkdfSync('sha256', secret, 'vastra', 'payout-destination-v1', 32));
}

export function createDestinationSeal(key: Buffer): DestinationSeal {
  return {
    seal(destination) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(JSON.stringify(destination), 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return { masked: maskPayoutDestination(destination), sealed: `v1.${parts.join('.')}` };
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || !body) throw new Error('Not a sealed payout destination');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return PayoutDestinationInput.parse(JSON.parse(text));
    },
  };
}
