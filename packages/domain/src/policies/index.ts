/**
 * The policy pages the law asks a shop to show, each at /policies/{slug}, in footer order. Kept apart from the API
 * contract (no zod): the storefront's footer links to them on every page.
 */
export const POLICY_SLUGS = [
  'returns',
  'refunds',
  'cancellation',
  'shipping',
  'terms',
  'privacy',
  'grievance',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const POLICY_TITLES: Record<PolicySlug, string> = {
  returns: 'Returns & exchanges',
  refunds: 'Refunds',
  cancellation: 'Cancellation',
  shipping: 'Shipping',
  terms: 'Terms of use',
  privacy: 'Privacy',
  grievance: 'Grievance officer',
};

/** True when `slug` names one of the pages. */
export function isPolicySlug(slug: string): slug is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(slug);
}
