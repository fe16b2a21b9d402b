import { SAVED_ADDRESSES_MAX } from '@vastra/domain/api';

/** What the address book answers besides the billing form's own validation messages. */
export const ADDRESS_BOOK_MESSAGES = {
  notFound: 'Address not found',
  full: `You can save up to ${SAVED_ADDRESSES_MAX} addresses. Delete one to add another.`,
  deleted: 'Address deleted',
} as const;
