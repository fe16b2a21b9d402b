import { DEFAULT_SHOP_SETTINGS, ShopSettings, type ShopSettingsUpdate } from '@vastra/domain/settings';
import type { ShopSettingsResponse } from '@vastra/domain/api';
import { gstinProblem } from '@vastra/domain/tax';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';
import type { StaffUser } from '../../plugins/authenticate';
import { systemClock, type Clock } from '../../shared/clock';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';

/** The settings are one row per top-level key of ShopSettings ('cod'…). */
type SettingKey = keyof ShopSettings;
const KEYS = Object.keys(DEFAULT_SHOP_SETTINGS) as SettingKey[];

/** The shop's settings (domain SHOP_SETTINGS): read often (checkout, placing orders), changed rarely by the owner. */
export interface ShopSettingsService {
  /** The current settings, every key present (a stored value that no longer parses falls back to its default). */
  get(): Promise<ShopSettings>;
  /**
   * The settings as last read, at most `cacheMs` old (this process's own updates at once): what placing an order
   * and checkout read, so an order costs no extra statement. Another process's change shows within `cacheMs`.
   */
  cached(): Promise<ShopSettings>;
  /** With when they last changed, for the back office. */
  read(): Promise<ShopSettingsResponse>;
  /** Replaces the sections sent (the others stay), audited as `settings.update` with before and after. */
  update(change: ShopSettingsUpdate, by: Pick<StaffUser, 'id' | 'fullName'>): Promise<ShopSettingsResponse>;
}

/** How long a process answers settings from memory: an owner's change reaches every process within it. */
export const SETTINGS_CACHE_MS = 10_000;

export function createShopSettingsService(
  db: Db,
  options: { clock?: Clock; cacheMs?: number } = {},
): ShopSettingsService {
  const clock = options.clock ?? systemClock;
  const cacheMs = options.cacheMs ?? SETTINGS_CACHE_MS;
  let memo: { at: number; settings: Promise<ShopSettings> } | null = null;

  async function load(tx: Db = db) {
    const rows = await tx.select().from(shopSettings);
    const stored = new Map(rows.map((row) => [row.key, row]));
    const settings = Object.fromEntries(
      KEYS.map((key) => {
        const parsed = ShopSettings.shape[key].safeParse(stored.get(key)?.value);
        return [key, parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS[key]];
      }),
    ) as ShopSettings;
    const times = rows.map((row) => row.updatedAt.getTime());
    const updatedAt = times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
    return { settings, updatedAt };
  }

  function cached(): Promise<ShopSettings> {
    const now = clock.now().getTime();
    if (memo && now - memo.at < cacheMs) return memo.settings;
    const settings = load().then((loaded) => loaded.settings);
    memo = { at: now, settings };
    // A failed read is not remembered.
    settings.catch(() => {
      if (memo?.settings === settings) memo = null;
    });
    return settings;
  }

  return {
    get: async () => (await load()).settings,
    cached,
    read: () => load(),
    update: async (change, by) => {
      if (change.seller) refuseWrongGstin(change.seller);
      memo = null;
      const saved = await db.transaction(async (tx) => {
        const before = (await load(tx)).settings;
        const next: ShopSettings = { ...before, ...change };
        const now = new Date();
        for (const key of KEYS) {
          await tx
            .insert(shopSettings)
            .values({ key, value: next[key], updatedAt: now, updatedBy: by.id })
            .onConflictDoUpdate({
              target: shopSettings.key,
              set: { value: next[key], updatedAt: now, updatedBy: by.id },
            });
        }
        await recordAudit(tx, by, {
          action: 'settings.update',
          targetType: 'settings',
          targetId: null,
          before,
          after: next,
        });
        return load(tx);
      });
      memo = null;
      return saved;
    },
  };
}

/** A seller whose GSTIN is malformed, of another state or mistyped is refused (422 on seller.gstin), saving nothing. */
function refuseWrongGstin(seller: ShopSettings['seller']): void {
  const problem = gstinProblem(seller.gstin, seller.state);
  if (problem) throw new AppError('unprocessable', problem, { field: 'seller.gstin' });
}

/** Reads one key without the others (placing an order needs only `cod`). */
export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<ShopSettings[K]> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, key));
  const parsed = ShopSettings.shape[key].safeParse(row?.value);
  return parsed.success ? (parsed.data as ShopSettings[K]) : DEFAULT_SHOP_SETTINGS[key];
}
