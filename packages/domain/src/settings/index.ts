export {
  ShopSettings,
  ShopSettingsUpdate,
  DEFAULT_SHOP_SETTINGS,
  COD_CONFIRMATION_MAX_HOURS,
  Gstin,
  HsnCode,
  GST_GREY_BAND_RULES,
  RETURN_WINDOW_MAX_DAYS,
  DELIVERY_FEE_MAX_RUPEES,
  FREE_DELIVERY_MAX_RUPEES,
} from './shop-settings';
export type { GstGreyBandRule } from './shop-settings';
export { codOffer, type CodOffer } from './cod-offer';
export { SETTINGS_MESSAGES } from './messages';
export { demonstrationContacts } from './demonstration-contacts';
