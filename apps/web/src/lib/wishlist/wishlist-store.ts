import type { BackInStockAlert } from '@vastra/domain/api';
import { mergeWishlists, normalizeWishlist, toggleWishlist } from '@vastra/domain/wishlist';
import { callAfterFirstPaint } from '../api/call-after-first-paint';

/** Local storage key of a guest's wishlist (docs/decisions/112-wishlist-back-in-stock.md). */
export const WISHLIST_STORAGE_KEY = 'wishlist';

export type WishlistSnapshot = {
  ids: readonly string[];
  alerts: readonly BackInStockAlert[];
  /** The signed-in shopper the list is hers, or null for the device's (a guest's) list. */
  userId: string | null;
  /** The last refusal (a full list), until the next change. */
  full: boolean;
};

function readLocal(): string[] {
  try {
    return normalizeWishlist(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

function writeLocal(ids: readonly string[]) {
  try {
    if (ids.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // the list still lives in memory for this visit
  }
}

/**
 * The wishlist outside React, one per page: a guest's lives in this browser; a signed-in shopper's on the server.
 * At sign-in the device's list is merged into hers (union, no duplicates, the cart's way at login) and the device's
 * copy is cleared, so the next person on this browser never inherits it.
 */
/** A page's first list: nothing yet. The server draws it too, so a page taken over keeps every heart as drawn. */
const EMPTY: WishlistSnapshot = { ids: [], alerts: [], userId: null, full: false };

export function createWishlistStore() {
  let snapshot: WishlistSnapshot = EMPTY;
  let loaded = false;
  let token: string | null = null;
  let syncing: string | null = null;
  const listeners = new Set<() => void>();
  const emit = (next: Partial<WishlistSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  async function signIn(userId: string) {
    if (!token) return;
    const bearer = token;
    syncing = userId;
    try {
      const server = await callAfterFirstPaint('wishlist', { token: bearer });
      const device = readLocal();
      const missing = mergeWishlists(server.productIds, device).filter((id) => !server.productIds.includes(id));
      const answer =
        missing.length > 0
          ? await callAfterFirstPaint('addToWishlist', { token: bearer, body: { productIds: missing } })
          : server;
      writeLocal([]);
      if (syncing === userId) emit({ ids: answer.productIds, alerts: answer.alerts, userId, full: false });
    } catch {
      // Not merged now: the device keeps its list and the next page load tries again.
    }
  }

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY,

    /** Called with the session: a guest reads the device's list; a sign-in fetches hers and merges the device's in. */
    setSession: (userId: string | null, bearer: string | null) => {
      token = bearer;
      if (userId === null) {
        syncing = null;
        // Alerts are a signed-in shopper's only: one asked for before her list arrived goes with her too.
        if (!loaded || snapshot.userId !== null || snapshot.alerts.length > 0) {
          const ids = readLocal();
          // Nothing changed (a guest's empty list as drawn): every heart on the page is left as it is.
          const same = snapshot.userId === null && snapshot.alerts.length === 0 && sameIds(ids, snapshot.ids);
          if (!same) emit({ ids, alerts: [], userId: null, full: false });
        }
        loaded = true;
        return;
      }
      loaded = true;
      if (syncing !== userId) void signIn(userId);
    },

    /** Saves or removes one product; a signed-in shopper's change is sent to the server (its answer wins). */
    toggle: (productId: string) => {
      const result = toggleWishlist(snapshot.ids, productId);
      if (result.full) return emit({ full: true });
      emit({ ids: result.list, full: false });
      if (snapshot.userId === null || !token) return writeLocal(result.list);
      const call = result.saved
        ? callAfterFirstPaint('addToWishlist', { token, body: { productIds: [productId] } })
        : callAfterFirstPaint('removeFromWishlist', { token, params: { productId } });
      call.then(
        (answer) => emit({ ids: answer.productIds, alerts: answer.alerts }),
        () => emit({ ids: snapshot.ids.filter((id) => id !== productId || !result.saved) }),
      );
    },

    /** As on a fresh page: nothing loaded, no session (the web tests share one store per worker). */
    reset: () => {
      snapshot = EMPTY;
      loaded = false;
      token = null;
      syncing = null;
    },

    /** Her alerts after a "Notify me" answered. */
    setAlert: (alert: BackInStockAlert) => {
      const others = snapshot.alerts.filter((a) => a.productId !== alert.productId || a.size !== alert.size);
      emit({ alerts: [alert, ...others] });
    },
  };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

/** The page's one store. */
export const wishlistStore = createWishlistStore();
