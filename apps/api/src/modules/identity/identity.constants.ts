/** How long a texted code lives (issue 3 §3: 5 minutes). */
export const CODE_TTL_MS = 5 * 60_000;

/** How long a verified-phone proof (`uid`) stays usable (issue 3 §3: 10 minutes). */
export const UID_TTL_MS = 10 * 60_000;
