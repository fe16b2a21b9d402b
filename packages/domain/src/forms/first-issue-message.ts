import type { z } from 'zod';

/** The first problem of a failed parse: its message and the dotted field path, if any. */
export interface FirstIssue {
  message: string;
  field: string | undefined;
}

/** The first issue of a zod error as `{ message, field }`, or null when there is none. */
export function firstIssue(error: z.ZodError | null | undefined): FirstIssue | null {
  const issue = error?.issues[0];
  if (!issue) return null;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  return { message: issue.message, field };
}

/** The message of a zod error's first issue, or `fallback` when there is no error (forms show one at a time). */
export function firstIssueMessage(error: z.ZodError | null | undefined, fallback = ''): string {
  return firstIssue(error)?.message ?? fallback;
}
