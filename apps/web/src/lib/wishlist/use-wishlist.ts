import { useContext, useEffect, useSyncExternalStore } from 'react';
import { SessionContext } from '../session/session-context';
import { wishlistStore } from './wishlist-store';

/**
 * The wishlist, kept with the session: a guest's on this device, a signed-in shopper's synced and merged. Without a
 * session above (a card drawn on its own) it reads as a guest's.
 */
export function useWishlist() {
  const session = useContext(SessionContext);
  const userId = session?.user?._id ?? null;
  const token = session?.token ?? null;
  const loading = session?.loading ?? false;
  useEffect(() => {
    if (!loading) wishlistStore.setSession(userId, token);
  }, [userId, token, loading]);
  // The server draws (and the browser hydrates) an empty list: the device's is read after the session is known.
  const snapshot = useSyncExternalStore(
    wishlistStore.subscribe,
    wishlistStore.getSnapshot,
    wishlistStore.getServerSnapshot,
  );
  return { ...snapshot, toggle: wishlistStore.toggle, setAlert: wishlistStore.setAlert };
}
