import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@vastra/domain/settings';
import type { TestApp } from './build-test-app';
import { signedInStaff } from './factories';

/**
 * Changes the shop's COD settings as the owner does in the back office (PUT /api/admin/settings), from the
 * defaults: e.g. `{ maxOrderValue: null }` for tests whose orders are above the default ₹5,000 limit.
 */
export async function setCodSettings(t: TestApp, cod: Partial<ShopSettings['cod']>): Promise<void> {
  const owner = await signedInStaff(t, { role: 'owner' });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: owner.headers,
    payload: { cod: { ...DEFAULT_SHOP_SETTINGS.cod, ...cod } },
  });
  if (res.statusCode !== 200) throw new Error(`settings not saved: ${res.statusCode} ${res.body}`);
}
