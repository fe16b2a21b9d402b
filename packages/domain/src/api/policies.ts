import { z } from 'zod';
import { POLICY_SLUGS } from '../policies';

export const PolicyParams = z.strictObject({ slug: z.enum(POLICY_SLUGS) });
export type PolicyParams = z.infer<typeof PolicyParams>;

/** GET /api/policies/{slug}: the page written from the repository's Markdown with the shop's settings filled in. */
export const PolicyResponse = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: z.string(),
  /** Safe HTML (the Markdown is the repository's; every setting filled in is escaped). */
  html: z.string(),
});
export type PolicyResponse = z.infer<typeof PolicyResponse>;

export const PolicyListResponse = z.object({
  policies: z.array(z.object({ slug: z.enum(POLICY_SLUGS), title: z.string() })),
});
export type PolicyListResponse = z.infer<typeof PolicyListResponse>;
