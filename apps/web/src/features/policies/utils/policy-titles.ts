import { POLICY_TITLES, type PolicySlug } from '@vastra/domain/policies';
import { msg, type Message, type Translator } from '../../../lib/i18n';

/** The domain's POLICY_TITLES (packages/domain/src/policies/index.ts), marked to be shown in the shopper's language. */
const POLICY_TITLE_TEXTS: Readonly<Record<PolicySlug, Message>> = {
  returns: msg('Returns & exchanges'),
  refunds: msg('Refunds'),
  cancellation: msg('Cancellation'),
  shipping: msg('Shipping'),
  terms: msg('Terms of use'),
  privacy: msg('Privacy'),
  grievance: msg('Grievance officer'),
};

/** A policy page's title in the shopper's language; the domain's own should it have been renamed since. */
export function policyTitle(tm: Translator['tm'], slug: PolicySlug): string {
  const english = POLICY_TITLES[slug];
  return english === POLICY_TITLE_TEXTS[slug] ? tm(POLICY_TITLE_TEXTS[slug]) : english;
}
