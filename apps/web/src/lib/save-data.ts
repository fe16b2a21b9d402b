/**
 * Whether the shopper asked her browser to save data ("Save data" / Lite mode, Chromium's `navigator.connection`):
 * the shop then plays nothing by itself (docs/decisions/124-installable-and-offline.md).
 */
export function savesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
