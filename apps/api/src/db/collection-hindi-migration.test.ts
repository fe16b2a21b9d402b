import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { migrationUpgrade, rows } from '../testing/migration-upgrade';

// Migration 0049 (a collection's title and description in Hindi, docs/decisions/175-collections-in-hindi.md) on a
// database made by the migrations up to 0048: the seed's collections (modules/collections/seed-collections.ts) get
// their Hindi titles while they keep the English title the seed gave them; one the owner renamed, and the owner's own
// (even one titled as a seed's), get none; no description is written in Hindi.

const asSeeded = migrationUpgrade(49);
const changed = migrationUpgrade(49);
afterAll(async () => {
  await asSeeded.close();
  await changed.close();
});

/** The seed's two collections as it wrote them (the texts that matter here). */
async function seedCollections(db: Database['db']) {
  await db.execute(sql`
    insert into collections (slug, title, description, kind, rules, sort) values
      ('diwali-edit', 'Diwali Edit', 'Sarees, suits and kurtis picked for the festival of lights.', 'manual',
        '[]'::jsonb, 'newest'),
      ('under-999', 'Under ₹999', 'Everyday pieces from ₹999 down.', 'automatic',
        '[{"kind":"price","maxPaise":99900}]'::jsonb, 'price-asc')`);
}

const titles = (db: Database['db']) =>
  rows<{ slug: string; title: string; title_hi: string; description_hi: string }>(
    db,
    sql`select slug, title, title_hi, description_hi from collections order by slug`,
  );

describe('migration 0049 on a database made by the migrations up to 0048', { timeout: 120_000 }, () => {
  it('titles the seed’s collections in Hindi, their descriptions left to the English', async () => {
    const before = await asSeeded.before();
    await seedCollections(before.db);
    await before.close();

    const { db } = await asSeeded.upgrade();
    expect(await titles(db)).toEqual([
      { slug: 'diwali-edit', title: 'Diwali Edit', title_hi: 'दिवाली एडिट', description_hi: '' },
      { slug: 'under-999', title: 'Under ₹999', title_hi: '₹999 से कम', description_hi: '' },
    ]);
    // A new row gets '' for both by default.
    await db.execute(sql`insert into collections (slug, title, kind) values ('festive', 'Festive', 'manual')`);
    expect(await rows(db, sql`select title_hi, description_hi from collections where slug = 'festive'`)).toEqual([
      { title_hi: '', description_hi: '' },
    ]);
  });

  it("titles neither a seed collection the owner renamed nor the owner's own, one titled as a seed's", async () => {
    const before = await changed.before();
    await seedCollections(before.db);
    await before.db.execute(sql`update collections set title = 'Under ₹999 Store' where slug = 'under-999'`);
    await before.db.execute(sql`
      insert into collections (slug, title, kind) values ('wedding', 'Wedding', 'manual'),
        ('diwali-edit-2', 'Diwali Edit', 'manual')`);
    await before.close();

    const { db } = await changed.upgrade();
    expect(await titles(db)).toEqual([
      { slug: 'diwali-edit', title: 'Diwali Edit', title_hi: 'दिवाली एडिट', description_hi: '' },
      { slug: 'diwali-edit-2', title: 'Diwali Edit', title_hi: '', description_hi: '' },
      { slug: 'under-999', title: 'Under ₹999 Store', title_hi: '', description_hi: '' },
      { slug: 'wedding', title: 'Wedding', title_hi: '', description_hi: '' },
    ]);
  });
});
