import type { ProductResponse } from '@vastra/domain/api';
import { SaveHomeBody } from '@vastra/domain/api';
import { DEFAULT_HOME_CONTENT } from '@vastra/domain/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade, rows } from '../../testing/migration-upgrade';
import { manualClock } from '../../shared/clock';
import { createHomeContent, readHome } from './home-content.service';

// Migration 0026 (the owner's home page, docs/decisions/094-home-content.md) on a database made by the code before
// it, with a shop's data in it: the data stays, the home reads as the seed's defaults until the owner saves, and
// saving, reading and resetting work on the upgraded database (as apps/api/src/db/attributes-migration.test.ts does
// for 0024).

const PRODUCT = '00000000-0000-4000-8000-000000000026';
const OWNER = '00000000-0000-4000-8000-0000000000aa';
const upgrade = migrationUpgrade(26);
afterAll(() => upgrade.close());

describe('migration 0026 on a database made before it', { timeout: 120_000 }, () => {
  it('keeps the shop, reads the default home, then saves, reads and resets the owner’s home', async () => {
    const before = await upgrade.before();
    expect(await rows(before.db, sql`select to_regclass('home_content') as t`)).toEqual([{ t: null }]);
    await before.db.execute(sql`
      insert into products (id, title, description, category) values
        (${PRODUCT}, 'Maroon Silk Saree', 'Banarasi weave', 'saree')`);
    await before.db.execute(sql`
      insert into product_variants (product_id, size, price_paise, stock) values (${PRODUCT}, 'Free Size', 249900, 2)`);
    await before.db.execute(sql`
      insert into staff (id, phone, full_name, role) values (${OWNER}, '+919800000026', 'Asha Owner', 'owner')`);
    await before.close();

    const { db } = await upgrade.upgrade();
    expect(await rows(db, sql`select title, category from products where id = ${PRODUCT}`)).toEqual([
      { title: 'Maroon Silk Saree', category: 'saree' },
    ]);
    expect(await rows(db, sql`select size, price_paise, stock from product_variants`)).toEqual([
      { size: 'Free Size', price_paise: 249900, stock: 2 },
    ]);
    expect(await rows(db, sql`select count(*)::int as n from home_content`)).toEqual([{ n: 0 }]);
    // No row yet: the home is the seed's defaults, version 0.
    expect(await readHome(db)).toEqual({ content: DEFAULT_HOME_CONTENT, version: 0, updatedAt: null });

    const clock = manualClock(new Date('2026-10-20T10:00:00Z'));
    const product = { _id: PRODUCT } as ProductResponse;
    const editor = createHomeContent({
      db,
      clock,
      catalog: { listProducts: () => Promise.resolve([product]), changed: () => Promise.resolve() },
    });
    expect((await editor.get()).isDefault).toBe(true);
    const owner = { id: OWNER, fullName: 'Asha Owner' };
    const saved = await editor.save(
      owner,
      SaveHomeBody.parse({
        version: 0,
        slides: [{ id: 'sarees', headline: 'Silk Sarees', subText: 'Woven in Varanasi', link: '/shop?category=saree' }],
        rails: [{ id: 'picks', title: 'Picks', source: 'handpicked', productIds: [PRODUCT], count: 4 }],
      }),
    );
    expect(saved).toMatchObject({ version: 1, isDefault: false, slides: [{ headline: 'Silk Sarees', live: true }] });
    const stored = await readHome(db);
    expect(stored.version).toBe(1);
    expect(stored.content.rails).toEqual([expect.objectContaining({ id: 'picks', productIds: [PRODUCT] })]);
    expect(
      await rows(db, sql`select staff_id, action from audit_log where target_type = 'home_content' order by id`),
    ).toEqual([{ staff_id: OWNER, action: 'home.update' }]);

    await editor.reset(owner);
    expect(await readHome(db)).toEqual({ content: DEFAULT_HOME_CONTENT, version: 0, updatedAt: null });
  });
});
