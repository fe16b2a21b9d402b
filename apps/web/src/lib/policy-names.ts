import type { PolicySlug } from '@vastra/domain/policies';
import { msg, type Message } from './i18n';

/**
 * The policy pages' names, the domain's POLICY_TITLES (packages/domain/src/policies/index.ts) marked to be shown in
 * the shopper's language: by the footer, and by the policy pages (features/policies/utils/policy-titles.ts).
 */
export const POLICY_NAMES: Readonly<Record<PolicySlug, Message>> = {
  returns: msg('Returns & exchanges'),
  refunds: msg('Refunds'),
  cancellation: msg('Cancellation'),
  shipping: msg('Shipping'),
  terms: msg('Terms of use'),
  privacy: msg('Privacy'),
  grievance: msg('Grievance officer'),
};
