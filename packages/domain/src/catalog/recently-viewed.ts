// The products a shopper opened last, kept on her device (docs/decisions/125-recently-viewed-and-share.md).

/** How many product ids the device keeps, newest first. */
export const RECENTLY_VIEWED_MAX = 12;
/** How many the home page shows. */
export const RECENTLY_VIEWED_SHOWN = 8;
/** Local storage key of the list. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed';

/** A stored list read back: strings only, each once, at most RECENTLY_VIEWED_MAX; anything else is an empty list. */
export function readRecentlyViewed(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const ids = raw.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100);
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list once `id` was opened: it comes first, once, and the oldest beyond RECENTLY_VIEWED_MAX drop off. */
export function withViewed(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** What the home page shows: the newest first, without `except` (the page she is on, if any). */
export function recentlyViewedToShow(list: readonly string[], except?: string): string[] {
  return list.filter((id) => id !== except).slice(0, RECENTLY_VIEWED_SHOWN);
}

/**
 * The text a shared product carries: its title and its page (WhatsApp makes the link a card from the page's Open
 * Graph tags).
 */
export function shareText(title: string, url: string): string {
  return `${title} ${url}`;
}

/** WhatsApp's share link: opens the app (or web.whatsapp.com) with `text` ready to send to anyone. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
