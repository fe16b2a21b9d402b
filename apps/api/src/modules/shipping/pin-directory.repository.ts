import type { PinRecord } from '@vastra/domain/delivery';
import { isIndianState } from '@vastra/domain/address';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pinCodes } from '../../db/schema';
import { Lru } from '../../shared/lru';

/**
 * PINs kept per process once looked up (known or not): the directory changes only at migration, before a server
 * serves (docs/decisions/149-pin-look-ups-kept.md). A PIN is ~200 bytes; India has 19,159.
 */
export const PIN_CACHE_SIZE = 4_000;

/** Reads the PIN directory imported at migration (db/pin-directory-import.ts), one row by primary key. */
export interface PinDirectory {
  find(pincode: string): Promise<PinRecord | null>;
}

export function createPinDirectory(db: Db): PinDirectory {
  const known = new Lru<string, PinRecord | null>(PIN_CACHE_SIZE);
  return {
    async find(pincode) {
      const kept = known.get(pincode);
      if (kept !== undefined) return kept;
      const [row] = await db.select().from(pinCodes).where(eq(pinCodes.pincode, pincode));
      const record = row && isIndianState(row.state) ? { ...row, state: row.state } : null;
      known.set(pincode, record);
      return record;
    },
  };
}
