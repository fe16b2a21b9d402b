import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  clientAddress: string;
}

/** Drizzle queries for contact messages; no rules here. */
export function createContactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<void> {
      await db.insert(contactMessages).values(message);
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
