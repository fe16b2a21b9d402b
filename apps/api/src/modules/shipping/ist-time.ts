import { IST_OFFSET_MINUTES } from '@vastra/domain/time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'YYYY-MM-DD HH:mm:ss' in Indian Standard Time, as Shiprocket writes its dates
 * (docs/rules/third-parties.md#shiprocket-tracking).
 */
export function formatIst(date: Date, withSeconds = true): string {
  const t = new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000);
  const day = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  const time = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
  return withSeconds ? `${day} ${time}:${pad(t.getUTCSeconds())}` : `${day} ${time}`;
}
