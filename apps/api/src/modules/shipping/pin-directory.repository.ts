import type { PinRecord } from '@vastra/domain/delivery';
import { isIndianState } from '@vastra/domain/address';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pinCodes } from '../../db/schema';

/** Reads the PIN directory imported at migration (db/pin-directory-import.ts), one row by primary key. */
export interface PinDirectory {
  find(pincode: string): Promise<PinRecord | null>;
}

export function createPinDirectory(db: Db): PinDirectory {
  return {
    async find(pincode) {
      const [row] = await db.select().from(pinCodes).where(eq(pinCodes.pincode, pincode));
      if (!row || !isIndianState(row.state)) return null;
      return { ...row, state: row.state };
    },
  };
}
