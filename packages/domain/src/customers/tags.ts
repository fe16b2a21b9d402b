/** A tag on a customer or an order: free text, trimmed, lower-case, at most 30 characters; at most 20 per record. */
export const TAG_MAX_LENGTH = 30;
export const TAGS_MAX = 20;
/** A staff note on a customer or an order. */
export const CUSTOMER_NOTE_MAX = 2000;

export const CUSTOMERS_MESSAGES = {
  customerNotFound: 'Customer not found.',
  tagEmpty: 'Type a tag first.',
  tagTooLong: `A tag can be at most ${TAG_MAX_LENGTH} characters.`,
  tooManyTags: `At most ${TAGS_MAX} tags.`,
  noteEmpty: 'Write a note first.',
  noteTooLong: `A note can be at most ${CUSTOMER_NOTE_MAX} characters.`,
  noteAdded: 'Note added.',
  tagsSaved: 'Tags saved.',
  noCustomers: 'No customers match.',
  pageCap: 'Showing the first {n} customers: narrow the search or pick a segment to see others.',
} as const;

/** A tag as stored: whitespace trimmed and collapsed, lower-case; or why it is refused. */
export function normalizeTag(text: string): { ok: true; tag: string } | { ok: false; message: string } {
  const tag = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!tag) return { ok: false, message: CUSTOMERS_MESSAGES.tagEmpty };
  if ([...tag].length > TAG_MAX_LENGTH) return { ok: false, message: CUSTOMERS_MESSAGES.tagTooLong };
  return { ok: true, tag };
}

/** A record's whole tag list: each normalised, repeats dropped (first kept), at most TAGS_MAX; or the first refusal. */
export function normalizeTags(texts: readonly string[]): { ok: true; tags: string[] } | { ok: false; message: string } {
  const tags: string[] = [];
  for (const text of texts) {
    const one = normalizeTag(text);
    if (!one.ok) return one;
    if (!tags.includes(one.tag)) tags.push(one.tag);
  }
  if (tags.length > TAGS_MAX) return { ok: false, message: CUSTOMERS_MESSAGES.tooManyTags };
  return { ok: true, tags };
}
