export { IST_OFFSET_MINUTES, readTimestamp } from './read-timestamp';
export { DISPLAY_TIME_ZONE, formatDateTimeIN, formatDateIN, formatTimeIN } from './format-date';
