import { SAVED_ADDRESSES_MAX, type SavedAddress, type SavedAddressInput } from '@vastra/domain/api';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedAddresses, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { ADDRESS_BOOK_MESSAGES } from './addresses.messages';
import { createCheckDeliveryState, type PinStates } from './delivery-state';

type Row = typeof savedAddresses.$inferSelect;
/** The input once the contract parsed it (defaults applied). */
type Input = Required<Pick<SavedAddressInput, 'label' | 'isDefault'>> & Omit<SavedAddressInput, 'label' | 'isDefault'>;

const toDto = (row: Row): SavedAddress => ({
  id: row.id,
  label: row.label,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  email: row.email,
  address: row.address,
  city: row.city,
  state: row.state,
  pinCode: row.pincode,
  house: row.house,
  area: row.area,
  landmark: row.landmark,
  altPhone: row.altPhone,
  isDefault: row.isDefault,
  updatedAt: row.updatedAt.toISOString(),
});

/** The row an insert or update returned (one always is: the statement matched it). */
function saved(row: Row | undefined): Row {
  if (!row) throw new Error('saved_addresses: the statement returned no row');
  return row;
}

const columns = (input: Input) => ({
  label: input.label,
  firstName: input.firstName,
  lastName: input.lastName,
  phone: input.phone,
  email: input.email,
  address: input.address,
  city: input.city,
  state: input.state ?? '',
  pincode: input.pinCode,
  house: input.house ?? '',
  area: input.area ?? '',
  landmark: input.landmark ?? '',
  altPhone: input.altPhone ?? '',
});

export interface AddressBook {
  /** The shopper's addresses, the default first, then the newest. */
  list(userId: string): Promise<SavedAddress[]>;
  /** Saves one; the first becomes the default; refused (conflict) past SAVED_ADDRESSES_MAX. */
  add(userId: string, input: Input): Promise<SavedAddress>;
  /** Changes one of the shopper's own (not-found for anyone else's); `isDefault` true makes it the default. */
  update(userId: string, id: string, input: Input): Promise<SavedAddress>;
  /** Deletes one of the shopper's own; when it was the default the newest remaining one becomes the default. */
  remove(userId: string, id: string): Promise<void>;
}

/**
 * The address book (docs/decisions/036-saved-addresses.md). Every change runs in one transaction that first locks
 * the shopper's user row, so two requests of one shopper (two "make default", two adds at the limit) take turns;
 * the partial unique index saved_addresses_one_default is the last guard of one default per shopper.
 */
export function createAddressBook(deps: { db: Db; clock: Clock; pinStates?: PinStates }): AddressBook {
  const { db, clock } = deps;
  const checkState = createCheckDeliveryState(db, deps.pinStates);
  // The PIN decides the state: a saved address naming another state is refused (422 on state), before any lock.
  const checked = async (input: Input) => {
    if (input.state) await checkState({ pincode: input.pinCode, state: input.state }, 'state');
  };

  const ordered = (tx: Db, userId: string) =>
    tx
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), asc(savedAddresses.id));

  const lockShopper = (tx: Db, userId: string) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

  const own = async (tx: Db, userId: string, id: string) => {
    if (!isUuid(id)) return undefined;
    const [row] = await tx
      .select()
      .from(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
    return row;
  };

  const clearDefault = (tx: Db, userId: string, except: string) =>
    tx
      .update(savedAddresses)
      .set({ isDefault: false })
      .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, except)));

  return {
    list: async (userId) => (await ordered(db, userId)).map(toDto),

    add: async (userId, input) => {
      await checked(input);
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        const [held] = await tx.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
        const n = held?.n ?? 0;
        if (n >= SAVED_ADDRESSES_MAX) throw new AppError('conflict', ADDRESS_BOOK_MESSAGES.full);
        const isDefault = n === 0 || input.isDefault;
        const now = clock.now();
        if (isDefault) await clearDefault(tx, userId, '00000000-0000-0000-0000-000000000000');
        const [row] = await tx
          .insert(savedAddresses)
          .values({ ...columns(input), userId, isDefault, createdAt: now, updatedAt: now })
          .returning();
        return toDto(saved(row));
      });
    },

    update: async (userId, id, input) => {
      await checked(input);
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        const current = await own(tx, userId, id);
        if (!current) throw new AppError('not-found', ADDRESS_BOOK_MESSAGES.notFound);
        // Only a "make default" moves the default; unticking the default keeps it (a shopper always has one).
        const isDefault = current.isDefault || input.isDefault;
        if (isDefault && !current.isDefault) await clearDefault(tx, userId, id);
        const [row] = await tx
          .update(savedAddresses)
          .set({ ...columns(input), isDefault, updatedAt: clock.now() })
          .where(eq(savedAddresses.id, id))
          .returning();
        return toDto(saved(row));
      });
    },

    remove: (userId, id) =>
      db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        const current = await own(tx, userId, id);
        if (!current) throw new AppError('not-found', ADDRESS_BOOK_MESSAGES.notFound);
        await tx.delete(savedAddresses).where(eq(savedAddresses.id, id));
        if (!current.isDefault) return;
        const [newest] = await ordered(tx, userId).limit(1);
        if (newest) await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, newest.id));
      }),
  };
}
