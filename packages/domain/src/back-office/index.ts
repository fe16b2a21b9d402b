export * from './constants';
export { BACK_OFFICE_MESSAGES } from './messages';
export { staffPasswordProblem } from './password-strength';
export * from './stock-import';
