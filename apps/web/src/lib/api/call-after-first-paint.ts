import type { ENDPOINTS } from '@vastra/domain/api';
import { loadApiContract } from '../api-contract';
import type { EndpointInput, EndpointOutput } from './call-endpoint';

type Endpoints = typeof ENDPOINTS;

/**
 * callEndpoint (./call-endpoint.ts) for code that runs on every page: the contract and the client are loaded after
 * the first paint (lib/api-contract.ts keeps zod and the schemas out of the first JavaScript); `name` is the
 * contract's entry.
 *
 *     const user = await callAfterFirstPaint('me', { token, signal });
 */
export async function callAfterFirstPaint<K extends keyof Endpoints>(
  name: K,
  input: EndpointInput<Endpoints[K]>,
): Promise<EndpointOutput<Endpoints[K]>> {
  const contract = await loadApiContract();
  const { callEndpoint } = await import('./call-endpoint');
  return callEndpoint(contract.ENDPOINTS[name], input);
}
