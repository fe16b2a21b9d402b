import { useSyncExternalStore } from 'react';

/** Whether this browser may show the shop's notifications: its permission, or 'unsupported' without the API. */
export type NotificationState = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();

/** The browser's answer now (it has no event for a change made in its site settings). */
export function notificationState(): NotificationState {
  return typeof globalThis.Notification === 'undefined' ? 'unsupported' : globalThis.Notification.permission;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A member who allows or blocks notifications in the browser's site settings comes back to the tab.
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

/** The browser's permission for notifications, re-rendering when the member answers its question or comes back. */
export function useNotificationState(): NotificationState {
  return useSyncExternalStore(subscribe, notificationState, () => 'unsupported');
}

/** Asks the browser's question (only on the member's click: browsers ignore it otherwise), then tells every reader. */
export async function requestNotificationPermission(): Promise<void> {
  if (notificationState() === 'unsupported') return;
  try {
    await globalThis.Notification.requestPermission();
  } catch {
    // A browser that would not ask: its permission, read again below, says what the member can do.
  }
  for (const listener of listeners) listener();
}
