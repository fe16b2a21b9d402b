import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PolicyResponse } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import type { PolicySlug } from '@vastra/domain/policies';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { useI18n } from '../../../lib/i18n';

/**
 * GET /api/policies/{slug}: the page as HTML, the shop's settings filled in by the server, in the shopper's language
 * (`?lang=hi`; English asks without it).
 */
export function getPolicy(slug: PolicySlug, language: Language, signal?: AbortSignal): Promise<PolicyResponse> {
  const query = language === 'en' ? {} : { lang: language };
  return callEndpoint(ENDPOINTS.policy, { params: { slug }, query, signal });
}

export function usePolicy(slug: PolicySlug) {
  const { language } = useI18n();
  return useQuery({
    queryKey: ['policies', slug, language],
    queryFn: ({ signal }) => getPolicy(slug, language, signal),
    // The server lets a page be kept a minute (its Cache-Control).
    staleTime: 60_000,
    // A page the shop has not made available yet stays so until its owner fills in the details: no retry.
    retry: (failures, error) => !(error instanceof ApiError && error.code === 'policies_not_ready') && failures < 1,
  });
}
