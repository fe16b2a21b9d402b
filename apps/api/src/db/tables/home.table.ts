import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The home page's content, the owner's (docs/decisions/094-home-content.md): one row (id 1) holding the hero's slides
 * and the product rails as JSON, as packages/domain/src/catalog/home-content.ts shapes them. No row is the shop's
 * defaults (a fresh shop, and "Reset to defaults"). `version` grows with every save, so a save over a newer one is
 * refused. Who changed it is in the audit log (home.update, home.reset).
 */
export const homeContent = pgTable(
  'home_content',
  {
    id: smallint('id').primaryKey().default(1),
    content: jsonb('content').notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('home_content_one_row', sql`${t.id} = 1`)],
);
