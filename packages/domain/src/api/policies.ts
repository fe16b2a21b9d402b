import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/language';
import { POLICY_SLUGS } from '../policies';

export const PolicyParams = z.strictObject({ slug: z.enum(POLICY_SLUGS) });
export type PolicyParams = z.infer<typeof PolicyParams>;

/**
 * `?lang=hi`: the page in Hindi (docs/decisions/136-hindi-storefront.md), the same settings filled in; English
 * without it. Another language, or another key, is refused (400).
 */
export const PolicyQuery = z.strictObject({ lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) });
export type PolicyQuery = z.infer<typeof PolicyQuery>;

/** GET /api/policies/{slug}: the page written from the repository's Markdown with the shop's settings filled in. */
export const PolicyResponse = z.object({
  slug: z.enum(POLICY_SLUGS),
  /** The page's English title (POLICY_TITLES) in either language: the storefront words the title itself. */
  title: z.string(),
  /** Safe HTML (the Markdown is the repository's; every setting filled in is escaped). */
  html: z.string(),
});
export type PolicyResponse = z.infer<typeof PolicyResponse>;

export const PolicyListResponse = z.object({
  policies: z.array(z.object({ slug: z.enum(POLICY_SLUGS), title: z.string() })),
});
export type PolicyListResponse = z.infer<typeof PolicyListResponse>;
