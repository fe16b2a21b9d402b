import type { PAGE_CALLS } from '@vastra/domain/api/page-calls';
import { loadApiContract } from '../api-contract';
import type { EndpointInput, EndpointOutput } from './call-endpoint';

type PageCalls = typeof PAGE_CALLS;

/**
 * callEndpoint (./call-endpoint.ts) for code that runs on every page: the calls' contract and the client are loaded
 * after the first paint (lib/api-contract.ts keeps zod and the schemas out of the first JavaScript); `name` is an
 * entry of `@vastra/domain/api/page-calls` (the same entries as ENDPOINTS).
 *
 *     const user = await callAfterFirstPaint('me', { token, signal });
 */
export async function callAfterFirstPaint<K extends keyof PageCalls>(
  name: K,
  input: EndpointInput<PageCalls[K]>,
): Promise<EndpointOutput<PageCalls[K]>> {
  const contract = await loadApiContract();
  const { callEndpoint } = await import('./call-endpoint');
  return callEndpoint(contract.PAGE_CALLS[name], input);
}
