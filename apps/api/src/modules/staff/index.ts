export { createStaffSessions, STAFF_TOKEN_PREFIX } from './staff-sessions';
export type { StaffSessions } from './staff-sessions';
