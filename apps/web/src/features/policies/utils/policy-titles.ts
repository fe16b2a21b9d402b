import { POLICY_TITLES, type PolicySlug } from '@vastra/domain/policies';
import type { Translator } from '../../../lib/i18n';
import { POLICY_NAMES } from '../../../lib/policy-names';

/** A policy page's title in the shopper's language; the domain's own should it have been renamed since. */
export function policyTitle(tm: Translator['tm'], slug: PolicySlug): string {
  const english = POLICY_TITLES[slug];
  return english === POLICY_NAMES[slug] ? tm(POLICY_NAMES[slug]) : english;
}
