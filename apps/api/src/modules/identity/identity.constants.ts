/** How long a texted code lives (5 minutes, docs/rules/sign-in.md#codes-and-limits). */
export const CODE_TTL_MS = 5 * 60_000;

/** How long a verified-phone proof (`uid`) stays usable (10 minutes, docs/rules/sign-in.md#codes-and-limits). */
export const UID_TTL_MS = 10 * 60_000;
