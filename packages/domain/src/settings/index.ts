export { ShopSettings, DEFAULT_SHOP_SETTINGS, COD_CONFIRMATION_MAX_HOURS } from './shop-settings';
export { codOffer, COD_REFUSAL_MESSAGES, type CodOffer } from './cod-offer';
