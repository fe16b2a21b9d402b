/** What the module writes logs with: a request's logger (pino's call shape), as the SMS sender takes it. */
export interface StaffLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
