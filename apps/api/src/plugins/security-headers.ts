import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { generalCodeOf } from '@vastra/domain/api';
import type { Config } from '../config';

/** Origins the browser may load scripts from, besides the shop itself (docs/rules/security.md). */
export function scriptOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (config.PAYMENT_PROVIDER === 'razorpay') origins.push('https://checkout.razorpay.com');
  if (config.OTP_PROVIDER === 'firebase')
    origins.push('https://www.gstatic.com', 'https://www.google.com', 'https://apis.google.com');
  return origins;
}

/** The headers' settings: a strict CSP (scripts from the shop and the configured providers only) and the rest. */
function helmetOptions(config: Config) {
  const scripts = scriptOrigins(config);
  const frames = [
    ...(config.PAYMENT_PROVIDER === 'razorpay' ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
    ...(config.OTP_PROVIDER === 'firebase'
      ? ['https://www.google.com', `https://${config.FIREBASE_AUTH_DOMAIN ?? 'firebaseapp.com'}`]
      : []),
  ];
  const connect = [
    ...(config.PAYMENT_PROVIDER === 'razorpay' ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : []),
    ...(config.OTP_PROVIDER === 'firebase'
      ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.google.com']
      : []),
  ];
  return {
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
    // The same rule as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    xFrameOptions: { action: 'deny' as const },
    // Razorpay's checkout may open bank pages (netbanking, 3-D Secure) in a popup that reports back
    // to its opener, which COOP same-origin would cut off.
    crossOriginOpenerPolicy: {
      policy: config.PAYMENT_PROVIDER === 'razorpay' ? ('same-origin-allow-popups' as const) : ('same-origin' as const),
    },
    strictTransportSecurity: config.isProduction ? undefined : false,
  };
}

/**
 * The headers helmet would set, worked out once: helmet re-parses the whole CSP on every request,
 * which cost ~10 % of the CPU of a product read (BENCHMARKS.md). The headers depend only on config.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

/** Headers only a document reads (a page's DNS prefetching, IE8's downloads, Flash's policy files, its process). */
const DOCUMENT_ONLY = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** A JSON answer's policy: it loads nothing and is framed nowhere. */
export const JSON_CSP = "default-src 'none';frame-ancestors 'none'";

/**
 * The security headers of a JSON answer (docs/decisions/181-json-answers-lean-headers.md): the content type's, the
 * frame's, the referrer's, the opener's and the resource's as a page's, with a CSP that allows nothing, and without
 * the headers only a document reads: ~340 bytes fewer on every API answer.
 */
export function jsonSecurityHeaders(config: Config): Record<string, string> {
  const headers = securityHeaders(config);
  for (const name of DOCUMENT_ONLY) delete headers[name];
  headers['content-security-policy'] = JSON_CSP;
  return headers;
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * CSP and the other security headers on every page and API answer (errors included): a page's on every answer, those
 * of a JSON answer once the answer is known to be JSON (or is a 304 under /api/).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // A 304 has no type: under /api/ it stands for a JSON answer (those the prepared reads send, too).
    const json = reply.statusCode === 304 ? request.url.startsWith('/api/') : isJson(reply.getHeader('content-type'));
    if (json) {
      for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
      void reply.header('content-security-policy', JSON_CSP);
    }
    done(null, payload);
  });
}

/**
 * Fastify's router answers a malformed URL (bad percent-encoding) or an over-long path parameter
 * before any hook runs, so without this those answers would carry no security headers.
 */
export function frameworkErrors(config: Config) {
  const headers = jsonSecurityHeaders(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(headers);
    const [status, message] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'A path parameter is too long']
        : [400, error.code === 'FST_ERR_BAD_URL' ? 'The URL is malformed (invalid percent-encoding)' : 'Bad request'];
    void reply
      .header('x-request-id', request.id)
      .status(status)
      .send({ message, code: generalCodeOf(status) });
  };
}
