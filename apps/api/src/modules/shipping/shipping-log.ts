import type { FastifyBaseLogger } from 'fastify';

/** The log lines this module writes (the app's pino logger, or nothing). */
export type ShippingLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const silentLog: ShippingLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
