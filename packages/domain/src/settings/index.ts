export { ShopSettings, DEFAULT_SHOP_SETTINGS, COD_CONFIRMATION_MAX_HOURS } from './shop-settings';
export { codOffer, type CodOffer } from './cod-offer';
export { SETTINGS_MESSAGES } from './messages';
