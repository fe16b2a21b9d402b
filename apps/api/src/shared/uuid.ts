const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tells whether a text is a UUID, as every row id is. The modules ask before a lookup: PostgreSQL
 * refuses a malformed uuid with an error, and such a text can name no row anyway.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
