import { ShopConfig } from '@vastra/domain/api';
import type { Config } from '../../config';
import { maskPhone } from './mask-phone';

/** GET /api/shop-config answer (the domain contract). */
export const ShopConfigResponse = ShopConfig;
export type ShopConfigResponse = ShopConfig;

/**
 * The shop's public settings, read from server configuration once (docs/rules/ui.md#web-conventions); never a secret.
 */
export function shopConfigFrom(config: Config): Omit<ShopConfigResponse, 'collections'> {
  const projectId = config.FIREBASE_PROJECT_ID;
  const firebase =
    config.OTP_PROVIDER === 'firebase' && projectId && config.FIREBASE_API_KEY
      ? {
          apiKey: config.FIREBASE_API_KEY,
          authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
          projectId,
          ...(config.FIREBASE_APP_ID ? { appId: config.FIREBASE_APP_ID } : {}),
        }
      : undefined;
  return {
    name: config.SHOP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhoneMasked: maskPhone(config.SUPPORT_PHONE),
    socialUrl: config.SOCIAL_URL,
    logoUrl: config.LOGO_URL.trim() || null,
    identity: firebase ? { provider: 'firebase', firebase } : { provider: 'local' },
    payment: { provider: config.PAYMENT_PROVIDER },
    shipping: { provider: config.SHIPPING_PROVIDER },
  };
}
