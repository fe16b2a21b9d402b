import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-context';
import { wishlistStore } from './wishlist-store';

/** The wishlist, kept with the session: a guest's on this device, a signed-in shopper's synced and merged. */
export function useWishlist() {
  const { user, token, loading } = useSession();
  const userId = user?._id ?? null;
  useEffect(() => {
    if (!loading) wishlistStore.setSession(userId, token);
  }, [userId, token, loading]);
  const snapshot = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.getSnapshot);
  return { ...snapshot, toggle: wishlistStore.toggle, setAlert: wishlistStore.setAlert };
}
