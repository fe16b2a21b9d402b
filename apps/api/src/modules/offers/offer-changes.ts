import type { AdminOffer, OfferBody } from '@vastra/domain/api';
import { PRICING_OFFER_ADMIN_MESSAGES as M } from '@vastra/domain/pricing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import { recordAudit } from '../audit';
import { inTransaction, violatedConstraint } from './offers-db';
import { columnsOf, definitionOf, lockOffer, readOffer, stateAt, type OfferRow } from './offers.repository';

type By = Pick<StaffUser, 'id' | 'fullName'>;

export const offerNotFound = () => new AppError('not-found', M.notFound);
const codeTaken = (code: string) => new AppError('conflict', M.codeTaken(code), { code: 'offer_code_taken' });
const offerEnded = () => new AppError('conflict', M.ended, { code: 'offer_ended' });

/** What an audit entry keeps of an offer: its definition and its state when it was changed. */
const auditView = (row: OfferRow, now: Date) => ({
  ...definitionOf(row),
  state: stateAt(row, now),
  usedCount: row.usedCount,
});

/** A code another offer has (codes are stored upper-case, so 'festive20' meets FESTIVE20): 409 offer_code_taken. */
async function refuseTakenCode(tx: Db, code: string | null, self?: string) {
  if (code === null) return;
  const [other] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.code, code));
  if (other && other.id !== self) throw codeTaken(code);
}

/** Two owners saving the same new code at once: the unique index refuses the second, with the same answer. */
async function withCodeGuard<T>(code: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = violatedConstraint(error);
    if (code !== null && violation?.kind === 'unique' && violation.constraint === 'offers_code_unique') {
      throw codeTaken(code);
    }
    throw error;
  }
}

async function answer(db: Db, id: string, now: Date): Promise<AdminOffer> {
  const offer = await readOffer(db, id, now);
  if (!offer) throw offerNotFound();
  return offer;
}

/** Creates an offer from an accepted definition (not paused), audited `offer.create`. */
export async function createOffer(db: Db, by: By, body: OfferBody, now: Date): Promise<AdminOffer> {
  const columns = columnsOf(body);
  const id = await withCodeGuard(columns.code, () =>
    inTransaction(db, async (tx) => {
      await refuseTakenCode(tx, columns.code);
      const [row] = await tx
        .insert(offers)
        .values({ ...columns, createdBy: by.id, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('offer not inserted');
      await recordAudit(tx, by, {
        action: 'offer.create',
        targetType: 'offer',
        targetId: row.id,
        before: null,
        after: auditView(row, now),
      });
      return row.id;
    }),
  );
  return answer(db, id, now);
}

/**
 * Replaces an offer's definition with one of the same kind, audited `offer.update`. A used coupon keeps its code
 * (409 offer_code_used) and its total uses cannot go below the uses taken (409 offer_uses_below_taken); the pause
 * stays as it was.
 */
export async function updateOffer(db: Db, by: By, id: string, body: OfferBody, now: Date): Promise<AdminOffer> {
  const columns = columnsOf(body);
  await withCodeGuard(columns.code, () =>
    inTransaction(db, async (tx) => {
      const before = await lockOffer(tx, id);
      if (!before) throw offerNotFound();
      if (before.kind !== body.kind) {
        throw new AppError('conflict', M.kindFixed(before.kind), { code: 'offer_kind_fixed' });
      }
      if (before.code !== null && columns.code !== before.code && before.usedCount > 0) {
        throw new AppError('conflict', M.codeUsed(before.code, before.usedCount), { code: 'offer_code_used' });
      }
      if (columns.totalUses !== null && columns.totalUses < before.usedCount) {
        throw new AppError('conflict', M.usesBelowTaken(before.usedCount), { code: 'offer_uses_below_taken' });
      }
      await refuseTakenCode(tx, columns.code, id);
      const [after] = await tx
        .update(offers)
        .set({ ...columns, updatedAt: now })
        .where(eq(offers.id, id))
        .returning();
      if (!after) throw offerNotFound();
      await recordAudit(tx, by, {
        action: 'offer.update',
        targetType: 'offer',
        targetId: id,
        before: auditView(before, now),
        after: auditView(after, now),
      });
    }),
  );
  return answer(db, id, now);
}

export type OfferAction = 'pause' | 'resume' | 'end';

/**
 * Pauses, resumes or ends an offer, audited `offer.pause` / `offer.resume` / `offer.end`. Ending sets the end to now
 * (an offer not started yet gets its start a millisecond before, as its window needs an end after its start); an
 * ended offer cannot be paused, resumed or ended again (409 offer_ended); resuming one not paused is 409
 * action_not_allowed.
 */
export async function changeOfferState(
  db: Db,
  by: By,
  id: string,
  action: OfferAction,
  now: Date,
): Promise<AdminOffer> {
  await inTransaction(db, async (tx) => {
    const before = await lockOffer(tx, id);
    if (!before) throw offerNotFound();
    if (stateAt(before, now) === 'ended') throw offerEnded();
    if (action === 'resume' && !before.paused) {
      throw new AppError('conflict', M.notPaused, { code: 'action_not_allowed' });
    }
    const change =
      action === 'end'
        ? {
            endsAt: now,
            startsAt: before.startsAt.getTime() < now.getTime() ? before.startsAt : new Date(now.getTime() - 1),
          }
        : { paused: action === 'pause' };
    const [after] = await tx
      .update(offers)
      .set({ ...change, updatedAt: now })
      .where(eq(offers.id, id))
      .returning();
    if (!after) throw offerNotFound();
    await recordAudit(tx, by, {
      action: `offer.${action}`,
      targetType: 'offer',
      targetId: id,
      before: auditView(before, now),
      after: auditView(after, now),
    });
  });
  return answer(db, id, now);
}
