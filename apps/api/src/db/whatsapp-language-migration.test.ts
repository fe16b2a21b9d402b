import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationUpgrade } from '../testing/migration-upgrade';
import { whatsappOptIns } from './schema';

// Migration 0044 (the language of the WhatsApp opt-in's wording, docs/decisions/136-hindi-storefront.md) on a database
// made by the migrations up to 0043: the opt-ins kept before it were to the English wording, the only one there was.

const upgrade = migrationUpgrade(44);
afterAll(() => upgrade.close());

const PHONE = '+919876500044';

describe('migration 0044 on a database made by the migrations up to 0043', { timeout: 120_000 }, () => {
  it("keeps the opt-ins made before it as read in English, and takes only 'en' or 'hi' after", async () => {
    const before = await upgrade.before();
    await before.db.execute(sql`
      insert into whatsapp_opt_ins (phone, source, wording_version, opted_in_at)
      values (${PHONE}, 'checkout', 1, '2026-11-21T10:00:00Z')`);
    await before.close();

    const { db } = await upgrade.upgrade();
    const [row] = await db.select().from(whatsappOptIns).where(eq(whatsappOptIns.phone, PHONE));
    expect(row).toMatchObject({ source: 'checkout', wordingVersion: 1, language: 'en', optedOutAt: null });
    await db.update(whatsappOptIns).set({ language: 'hi' }).where(eq(whatsappOptIns.phone, PHONE));
    await expect(db.execute(sql`update whatsapp_opt_ins set language = 'fr' where phone = ${PHONE}`)).rejects.toThrow();
  });
});
