import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PolicyResponse } from '@vastra/domain/api';
import type { PolicySlug } from '@vastra/domain/policies';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** GET /api/policies/{slug}: the page as HTML, the shop's settings filled in by the server. */
export function getPolicy(slug: PolicySlug, signal?: AbortSignal): Promise<PolicyResponse> {
  return callEndpoint(ENDPOINTS.policy, { params: { slug }, signal });
}

export function usePolicy(slug: PolicySlug) {
  return useQuery({
    queryKey: ['policies', slug],
    queryFn: ({ signal }) => getPolicy(slug, signal),
    // The server lets a page be kept a minute (its Cache-Control).
    staleTime: 60_000,
    // A page the shop has not made available yet stays so until its owner fills in the details: no retry.
    retry: (failures, error) => !(error instanceof ApiError && error.code === 'policies_not_ready') && failures < 1,
  });
}
