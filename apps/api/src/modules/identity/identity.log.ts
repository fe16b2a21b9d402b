/** What the module's adapters write logs with: a request's logger (pino's call shape). */
export interface IdentityLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
