import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  fullName: string;
  email: string;
  phone: string;
  passwordHash: string;
  now: Date;
}

/** Drizzle queries on `users`; no decisions. */
export function createUsersRepository(db: Db) {
  return {
    async findByPhone(phone: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.phone, phone)).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Inserts a user, or returns undefined when the phone is taken. */
    async insert(tx: Db, user: NewUser): Promise<UserRow | undefined> {
      const { now, ...fields } = user;
      const [row] = await tx
        .insert(users)
        .values({ ...fields, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: users.phone })
        .returning();
      return row;
    },

    async setPasswordHash(tx: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async setCart(userId: string, cart: unknown[], now: Date): Promise<void> {
      await db.update(users).set({ cart, updatedAt: now }).where(eq(users.id, userId));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
