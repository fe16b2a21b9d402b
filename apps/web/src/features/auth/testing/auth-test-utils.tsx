import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthResponse, type User } from '@vastra/domain/api';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { shopConfigFixture, userFixture } from '../../../testing/shopper-fixtures';
import type { PhoneVerifier } from '../phone-verifier/phone-verifier.port';

/** One API answer: a status (200 by default) and a JSON body. */
export type FakeAnswer = { status?: number; body: unknown };
export type FakeRoutes = Record<string, (body: unknown) => FakeAnswer | Promise<FakeAnswer>>;

/**
 * Stands in for our own API (docs/decisions/006-web-tests-mock-fetch.md: fixtures parsed by the domain schemas):
 * `routes` maps 'POST /api/…' to an answer; every call is recorded. Unknown calls answer 404.
 */
export function stubApi(routes: FakeRoutes) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const route = `${init?.method ?? 'GET'} ${path}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const answer = (await routes[route]?.(body)) ?? { status: 404, body: { message: 'Not Found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The shop with the local phone verifier (the one the auth screens test against). */
export const localShopConfig = shopConfigFixture;

export function authAnswer(user: Partial<User> = {}): AuthResponse {
  return AuthResponse.parse({
    token: 'token-1',
    message: 'ok',
    user: userFixture(user),
  });
}

/** A verifier whose answers each test sets. */
export function fakeVerifier(overrides: Partial<PhoneVerifier> = {}): PhoneVerifier {
  return {
    provider: 'local',
    send: async () => ({ verificationId: 'v-1', resendAfterSeconds: 30 }),
    verify: async () => ({ uid: 'uid-1' }),
    signOut: async () => undefined,
    dispose: () => undefined,
    ...overrides,
  };
}

/** Toasts and a fresh query client, as in app/provider.tsx. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
