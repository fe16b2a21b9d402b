export { averageOrderPaise, lifetimeValuePaise, orderMoneyReceived, type CustomerOrderMoney } from './lifetime-value';
export {
  CUSTOMER_SEGMENTS,
  CUSTOMER_SEGMENT_LABELS,
  HIGH_RETURNS_FROM,
  HIGH_RTO_FROM,
  inSegment,
  segmentsOf,
  type CustomerCounts,
  type CustomerSegment,
} from './segments';
export { CUSTOMERS_MESSAGES, normalizeTag, normalizeTags, CUSTOMER_NOTE_MAX, TAG_MAX_LENGTH, TAGS_MAX } from './tags';
