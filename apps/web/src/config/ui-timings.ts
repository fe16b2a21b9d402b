// Timings of the web app's own widgets and polls. Only the web uses them, so they live here and not in the domain.

/** Toasts vanish after 3.5 s. */
export const TOAST_LIFETIME_MS = 3_500;

/** The promo popup appears 10 s after first load. */
export const PROMO_POPUP_DELAY_MS = 10_000;

/** The home slider advances every 5000 ms. */
export const HERO_SLIDE_INTERVAL_MS = 5_000;

/** The open back office asks for new alerts to show as browser notifications every 60 s. */
export const ALERT_POLL_MS = 60_000;
