/**
 * The shop's settings the owner changes in the back office (cash on delivery: limit, PIN, confirmation), with the
 * defaults of domain DEFAULT_SHOP_SETTINGS until changed.
 */
export { createShopSettingsService, readSetting, type ShopSettingsService } from './shop-settings.service';
export { shopSettingsRoutes } from './shop-settings.routes';
