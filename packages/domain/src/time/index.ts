export { IST_OFFSET_MINUTES, readTimestamp } from './read-timestamp';
export {
  DISPLAY_TIME_ZONE,
  formatDateTimeIN,
  formatDateIN,
  formatDayMonthIN,
  formatTimeIN,
  istCalendarDay,
} from './format-date';
