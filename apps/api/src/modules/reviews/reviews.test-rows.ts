// Rows the reviews tests need from other modules' tables, written straight to the database.
import type { Db } from '../../db/client';
import { products, reviews, sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../shared/crypto';

let sequence = 0;

export async function insertProduct(db: Db, title = 'Cotton Anarkali Kurti'): Promise<string> {
  const [row] = await db.insert(products).values({ title, category: 'kurti' }).returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  return row.id;
}

export async function insertUser(db: Db, fullName: string) {
  sequence += 1;
  const phone = `+9198${String(Date.now() % 1e6).padStart(6, '0')}${String(sequence).padStart(2, '0')}`;
  const [row] = await db
    .insert(users)
    .values({ fullName, email: `shopper${sequence}@example.in`, phone, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone });
  if (!row) throw new Error('user not inserted');
  return row;
}

/** A live session for `userId`, stored as identity stores it (SHA-256 of the token); returns the token. */
export async function insertSession(db: Db, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

export async function insertReview(
  db: Db,
  review: { productId: string; userName: string | null; rating: number; comment: string; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(reviews).values(review).returning({ id: reviews.id });
  if (!row) throw new Error('review not inserted');
  return row.id;
}
