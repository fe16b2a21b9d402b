import { isIndianState, pinStateProblem, type IndianState } from '@vastra/domain/address';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pinCodes } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The state India Post's directory places a PIN in (the `pin_codes` rows imported at migration,
 * docs/decisions/032-pin-directory.md), or null for a PIN it does not know. One row by primary key.
 */
export async function pinStateOf(db: Db, pincode: string): Promise<IndianState | null> {
  const [row] = await db.select({ state: pinCodes.state }).from(pinCodes).where(eq(pinCodes.pincode, pincode));
  return row && isIndianState(row.state) ? row.state : null;
}

/**
 * Refuses an address whose state is not its PIN's (422 naming `field`, the form's state field): the PIN decides
 * the state an order or a saved address records, and so the invoice's place of supply
 * (docs/decisions/065-address-state-from-pin.md). A PIN the directory does not know is taken as typed.
 */
export type CheckDeliveryState = (address: { pincode: string; state: string }, field: string) => Promise<void>;

/** The state of a PIN as the directory says, or null: `pinStateOf`, or the shipping module's kept look-ups. */
export type PinStates = (pincode: string) => Promise<IndianState | null>;

export function createCheckDeliveryState(db: Db, stateOf: PinStates = (pincode) => pinStateOf(db, pincode)) {
  const check: CheckDeliveryState = async ({ pincode, state }, field) => {
    const problem = pinStateProblem(pincode, state, await stateOf(pincode));
    if (problem) throw new AppError('unprocessable', problem, { field });
  };
  return check;
}
