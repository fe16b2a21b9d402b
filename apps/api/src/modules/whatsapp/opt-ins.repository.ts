import type { Language } from '@vastra/domain/i18n';
import { WHATSAPP_OPT_IN } from '@vastra/domain/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsappOptIns } from '../../db/schema';

export type OptInSource = 'checkout' | 'whatsapp';

/** The shoppers' WhatsApp opt-ins by phone ('+91' and ten digits): the latest word counts. */
export const optInsRepository = {
  /** She agreed (again): in from now, to today's wording, read in `language`. */
  async optIn(db: Db, phone: string, source: OptInSource, at: Date, language: Language = 'en'): Promise<void> {
    const row = { phone, source, wordingVersion: WHATSAPP_OPT_IN.version, language, optedInAt: at, optedOutAt: null };
    await db
      .insert(whatsappOptIns)
      .values(row)
      .onConflictDoUpdate({ target: whatsappOptIns.phone, set: { ...row, phone: undefined } });
  },

  /** She asked to stop: kept as out from now (a phone never in has nothing to stop). */
  async optOut(db: Db, phone: string, at: Date): Promise<void> {
    await db
      .update(whatsappOptIns)
      .set({ optedOutAt: at })
      .where(and(eq(whatsappOptIns.phone, phone), isNull(whatsappOptIns.optedOutAt)));
  },
};
