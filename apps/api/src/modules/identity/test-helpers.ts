// Helpers for the identity module's tests (never imported by the server).
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { registerErrorHandler } from '../../errors';
import { createRateLimiter } from '../../plugins/rate-limit';
import { manualClock } from '../../shared/clock';
import { buildTestApp } from '../../testing/build-test-app';
import { createIdentityModule, type IdentityAdapters } from './index';

export type ManualClock = ReturnType<typeof manualClock>;

/** What the helpers need of a test app: `buildTestApp()`'s or `buildIdentityApp()`'s. */
export interface TestApp {
  app: Pick<FastifyInstance, 'inject'>;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Distinct phones and client addresses, so tests in one file do not share limits. */
export function uniques() {
  let phone = 0;
  let address = 0;
  return {
    phone: () => `+919${String(++phone).padStart(9, '0')}`,
    address: () => `10.${Math.floor(++address / 250)}.${address % 250}.7`,
  };
}

/** A shopper's requests from one client address. */
export function client(t: TestApp, address: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return {
    post: (url: string, payload?: unknown, extraHeaders: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { ...headers, ...extraHeaders },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    get: (url: string, extraHeaders: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress: address, headers: { ...headers, ...extraHeaders } }),
  };
}

interface OutboxEntry {
  to: string;
  body: string;
  sentAt: string;
}

/** The dev outbox for a phone, newest first. */
export async function outboxOf(t: TestApp, phone: string): Promise<OutboxEntry[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
  expect(res.statusCode).toBe(200);
  return res.json<OutboxEntry[]>();
}

/** How many texts the phone was sent (rows in the outbox table). */
export async function smsCount(t: TestApp, phone: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.to, phone));
  return row?.n ?? 0;
}

/** Sends a code and reads it back from the dev outbox. */
export async function requestCode(t: TestApp, phone: string, address: string) {
  const res = await client(t, address).post('/api/identity/send-code', { phone });
  expect(res.statusCode, res.body).toBe(200);
  const { verificationId } = res.json<{ verificationId: string }>();
  const [latest] = await outboxOf(t, phone);
  const code = /^(\d{6}) /.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return { verificationId, code };
}

/** A fresh uid proving `phone` (send-code → outbox → verify-code). */
export async function verifiedUid(t: TestApp, phone: string, address: string): Promise<string> {
  const { verificationId, code } = await requestCode(t, phone, address);
  const res = await client(t, address).post('/api/identity/verify-code', { verificationId, code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uid: string }>().uid;
}

export const PASSWORD = 'secret123';

/** Registers a shopper through the real endpoints; returns the answer's token and user. */
export async function signUp(t: TestApp, phone: string, address: string, password = PASSWORD) {
  const uid = await verifiedUid(t, phone, address);
  const res = await client(t, address).post('/api/auth/register', {
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone,
    password,
    uid,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; user: { _id: string; phone: string } }>();
}

/**
 * The identity module alone, with injected adapters (msg91 fetch, Firebase verifyIdToken), on a fresh
 * test database: app.ts builds the module from config only, so adapter seams are tested here.
 */
export async function buildIdentityApp(
  overrides: Record<string, string>,
  adapters: IdentityAdapters,
  clock: ManualClock = manualClock(),
): Promise<TestApp> {
  const base = await buildTestApp(overrides, { clock });
  const db = base.database.db;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const identity = createIdentityModule({
    db,
    config: base.config,
    clock,
    rateLimiter: createRateLimiter(db, clock),
    adapters,
  });
  await app.register(
    async (api) => {
      await api.register(identity.routes);
      await api.register(identity.devRoutes);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return {
    ...base,
    app,
    async close() {
      await app.close();
      await base.close();
    },
  };
}
