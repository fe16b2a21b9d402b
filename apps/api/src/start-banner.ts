import type { AddressInfo } from 'node:net';
import type { Config } from './config';

// What `npm start` is running, printed once after listen: a development server exposes the dev
// endpoints (sign-in codes, the sandbox bank, shipment controls), so its operator must see the mode,
// where it listens and who the dev endpoints answer before anyone else reaches the port.

function urlOf(address: AddressInfo | string | null, config: Config): string {
  if (typeof address === 'string') return address; // a unix socket or pipe
  const host = address?.address ?? config.HOST;
  const port = address?.port ?? config.PORT;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

function reach(config: Config): string {
  if (WILDCARDS.has(config.HOST)) return 'every network interface';
  if (config.HOST === '127.0.0.1' || config.HOST === '::1' || config.HOST === 'localhost') {
    return config.isProduction ? 'this machine only' : 'this machine only; set HOST=0.0.0.0 to listen on the network';
  }
  return `HOST=${config.HOST}`;
}

/** The database without credentials: a DATABASE_URL's password must never reach a log. */
function database(config: Config): string {
  if (!config.DATABASE_URL) return `PGlite (embedded) in ${config.DATA_DIR}`;
  try {
    const url = new URL(config.DATABASE_URL);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

function providers(config: Config): string {
  const phone =
    config.OTP_PROVIDER === 'firebase'
      ? 'firebase'
      : `local codes sent by ` +
        `${config.SMS_PROVIDER === 'console' ? 'console (server log and dev outbox, no SMS)' : config.SMS_PROVIDER}`;
  return (
    `phone ${phone}; payments ${config.PAYMENT_PROVIDER}; payouts ${config.PAYOUT_PROVIDER}; ` +
    `shipping ${config.SHIPPING_PROVIDER}`
  );
}

function clientAddress(config: Config): string {
  const trust = config.TRUST_PROXY;
  if (trust === false) return "the socket's (TRUST_PROXY unset: no proxy trusted)";
  if (typeof trust === 'number') {
    return `the one the ${trust === 1 ? 'nearest proxy' : `proxy ${trust} hops away`} saw (TRUST_PROXY=${trust})`;
  }
  return `the one the outermost trusted proxy saw (proxies: ${trust.join(', ')})`;
}

function devEndpoints(config: Config): string {
  if (config.isProduction) return 'none (production)';
  const sandbox = config.PAYMENT_PROVIDER === 'sandbox' ? ', /api/payment/sandbox/*' : '';
  return `/api/dev/*${sandbox}: answered only to this machine (127.0.0.1, ::1), 403 to anyone else`;
}

/** The development shop's owner, made at start-up (never in production): who to sign in as at /admin. */
export interface DemoOwner {
  phone: string;
  password: string;
}

/** Who can open the back office: how many owners the database has, and the demo owner in development. */
export interface BackOfficeState {
  owners: number;
  demoOwner?: DemoOwner | undefined;
}

const FIRST_OWNER = 'npm run owner:create -- --phone +91XXXXXXXXXX --name "Full Name" --password "a strong password"';

function backOffice(config: Config, url: string, state: BackOfficeState): string {
  const { owners, demoOwner } = state;
  if (demoOwner && !config.isProduction) {
    const code =
      config.SMS_PROVIDER === 'console'
        ? 'the code arrives in this log and at /api/dev/sms-outbox'
        : `the code is sent by ${config.SMS_PROVIDER}`;
    return `${url}/admin: demo owner ${demoOwner.phone}, password ${demoOwner.password} (${code})`;
  }
  if (!config.isProduction) return `${url}/admin (the first owner: npm run owner:create)`;
  if (owners === 0) return `${url}/admin (no owner yet, so nobody can sign in: create the first with ${FIRST_OWNER})`;
  return `${url}/admin (${owners} ${owners === 1 ? 'owner can' : 'owners can'} sign in)`;
}

/**
 * The start banner: mode, URL, database, providers, client address, dev endpoints and the back office
 * (the demo owner's sign-in in development; in production whether an owner exists), one per line.
 */
export function startBanner(
  config: Config,
  address: AddressInfo | string | null,
  backOfficeState: BackOfficeState,
): string {
  const rows: [string, string][] = [
    ['mode', `${config.NODE_ENV}${config.isProduction ? '' : ' (NODE_ENV=production for a real shop)'}`],
    ['listening', `${urlOf(address, config)} (${reach(config)})`],
    ['database', database(config)],
    ['providers', providers(config)],
    ['client address', clientAddress(config)],
    ['dev endpoints', devEndpoints(config)],
    ['back office', backOffice(config, urlOf(address, config), backOfficeState)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${config.SHOP_NAME} API started`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
  ].join('\n');
}
