export {
  DELIVERY_ZONES,
  METRO_PIN_PREFIXES,
  SPECIAL_ZONE_STATES,
  ZONE_WORKING_DAYS,
  deliveryZone,
  metroOf,
  type DeliveryZone,
  type PinRecord,
} from './zones';
export {
  DISPATCH_CUTOFF_HOUR_IST,
  deliveryWindow,
  dispatchDay,
  etdFor,
  formatDeliveryDate,
  type DeliveryEstimate,
} from './etd';
export { DELIVERY_MESSAGES } from './messages';
export {
  SIMULATOR_NOT_SERVICEABLE_PINS,
  SIMULATOR_NO_COD_PINS,
  SIMULATOR_NO_COD_STATES,
  simulatedCoverage,
} from './simulator-exceptions';
export { LADAKH_PIN_RANGE, buildPinDirectory, type PostOffice } from './pin-directory';
