import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Origins the browser may load scripts from, besides the shop itself (design.md §4). */
export function scriptOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (config.PAYMENT_PROVIDER === 'razorpay') origins.push('https://checkout.razorpay.com');
  if (config.OTP_PROVIDER === 'firebase') origins.push('https://www.gstatic.com', 'https://www.google.com', 'https://apis.google.com');
  return origins;
}

/** CSP and the other security headers on every page and API answer. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const scripts = scriptOrigins(config);
  const frames = [
    ...(config.PAYMENT_PROVIDER === 'razorpay' ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
    ...(config.OTP_PROVIDER === 'firebase' ? ['https://www.google.com', `https://${config.FIREBASE_AUTH_DOMAIN ?? 'firebaseapp.com'}`] : []),
  ];
  const connect = [
    ...(config.PAYMENT_PROVIDER === 'razorpay' ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : []),
    ...(config.OTP_PROVIDER === 'firebase' ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.google.com'] : []),
  ];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connect],
        frameSrc: frames.length ? frames : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction ? undefined : false,
  });
}
