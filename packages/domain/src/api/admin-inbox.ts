import { z } from 'zod';
import { AFTER_SALE_MESSAGES as M, REVIEW_REPLY_MAX, STAFF_NOTE_MAX } from '../after-sale';
import { ReviewFitValue } from '../reviews';
import { Cursor, Limit } from './admin';
import { Id, IsoDateTime } from './common';

// The back office's inbox shapes: the shop's contact messages and the reviews it moderates.

// ——— Messages ———

export const AdminMessagesQuery = z.strictObject({
  status: z.enum(['unread', 'open', 'handled', 'all']).default('open'),
  q: z.string().max(100).trim().optional(),
  cursor: Cursor.optional(),
  limit: Limit.optional(),
});
export type AdminMessagesQuery = z.infer<typeof AdminMessagesQuery>;

export const AdminMessage = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: IsoDateTime,
  readAt: IsoDateTime.nullable(),
  handledAt: IsoDateTime.nullable(),
  handledBy: z.string().nullable(),
  note: z.string(),
  /**
   * The shop's account with the email she wrote from (the newest, if several), when there is one: her page in the
   * back office (docs/decisions/110-customers.md).
   */
  customerId: Id.nullable().optional(),
});
export type AdminMessage = z.infer<typeof AdminMessage>;
export const AdminMessagesResponse = z.object({
  items: z.array(AdminMessage),
  nextCursor: z.string().nullable(),
  counts: z.object({ unread: z.number().int(), open: z.number().int() }),
});
export type AdminMessagesResponse = z.infer<typeof AdminMessagesResponse>;

/** PATCH /api/admin/messages/{id}: mark read/unread, handled/open, or change the staff note. */
export const UpdateMessageBody = z
  .strictObject({
    read: z.boolean().optional(),
    handled: z.boolean().optional(),
    note: z.string().max(STAFF_NOTE_MAX, { error: M.noteTooLong }).optional(),
  })
  .refine((b) => b.read !== undefined || b.handled !== undefined || b.note !== undefined, {
    error: M.nothingToChange,
  });
export type UpdateMessageBody = z.infer<typeof UpdateMessageBody>;

// ——— Reviews ———

export const AdminReviewsQuery = z.strictObject({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  productId: Id.optional(),
  visibility: z.enum(['all', 'visible', 'hidden']).default('all'),
  q: z.string().max(100).trim().optional(),
  cursor: Cursor.optional(),
  limit: Limit.optional(),
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuery>;

export const AdminReview = z.object({
  id: Id,
  productId: Id,
  productTitle: z.string(),
  userName: z.string(),
  /** The reviewer's account, when it still exists: her page in the back office (docs/decisions/110-customers.md). */
  userId: Id.nullable().optional(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: IsoDateTime,
  hiddenAt: IsoDateTime.nullable(),
  hiddenBy: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: IsoDateTime.nullable(),
  repliedBy: z.string().nullable(),
  /** How it fit (docs/decisions/113-review-photos-and-fit.md), and its photos through short-lived signed links. */
  fit: ReviewFitValue.nullable(),
  photos: z.array(z.object({ _id: Id, url: z.string() })),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewsResponse = z.object({ items: z.array(AdminReview), nextCursor: z.string().nullable() });
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponse>;

/** PATCH /api/admin/reviews/{id}: hide or show; set the shop's reply (null or '' removes it). */
export const UpdateReviewBody = z
  .strictObject({
    hidden: z.boolean().optional(),
    reply: z.string().max(REVIEW_REPLY_MAX, { error: M.replyTooLong }).trim().nullable().optional(),
  })
  .refine((b) => b.hidden !== undefined || b.reply !== undefined, { error: M.nothingToChange });
export type UpdateReviewBody = z.infer<typeof UpdateReviewBody>;
