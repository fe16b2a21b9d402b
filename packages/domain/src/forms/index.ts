export { firstIssue, firstIssueMessage } from './first-issue-message';
export type { FirstIssue } from './first-issue-message';
export { keepDigits } from './input-filters';
export { requiredText } from './fields';
