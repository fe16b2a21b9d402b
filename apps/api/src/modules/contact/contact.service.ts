import { ContactBody } from '@vastra/domain/api';
import { firstIssue } from '@vastra/domain/forms';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { ContactRepository } from './contact.repository';

/** Messages one client address may send an hour (ours: a shopper writes once or twice; spam writes more). */
export const CONTACT_MESSAGES_PER_ADDRESS_HOUR = 10;

export const CONTACT_TOO_MANY = 'Too many messages. Please try again in {n}s.';

export interface ContactService {
  /**
   * Checks and stores one message; throws a 400 naming the field, or a 429 past the limit. A signed-in shopper's is
   * tied to her account, and to the order it names when that order is hers (docs/decisions/127-conversations.md).
   */
  receive(body: unknown, clientAddress: string, user?: AuthUser | null): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createContactService(deps: {
  repository: ContactRepository;
  rateLimiter: RateLimiter;
}): ContactService {
  return {
    async receive(body, clientAddress, user = null) {
      // docs/rules/contact.md#validation: the browser enforces nothing, so the server checks everything.
      // A missing or non-object body reads as an empty form, so the answer names the first missing field.
      const parsed = ContactBody.safeParse(isRecord(body) ? body : {});
      if (!parsed.success) {
        const issue = firstIssue(parsed.error);
        throw new AppError(
          'bad-request',
          issue?.message ?? 'Invalid contact message',
          issue?.field ? { field: issue.field } : {},
        );
      }
      // Only well-formed messages count, so a shopper fixing a typo does not use up the allowance.
      await deps.rateLimiter.consume([
        {
          bucket: `contact:ip:${clientAddress}:1h`,
          limit: CONTACT_MESSAGES_PER_ADDRESS_HOUR,
          windowSeconds: 3600,
          message: CONTACT_TOO_MANY,
        },
      ]);
      await deps.repository.insert({ ...parsed.data, clientAddress }, user);
    },
  };
}
