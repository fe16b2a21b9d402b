import { z } from 'zod';
import { CUSTOMER_SEGMENTS, normalizeTags, CUSTOMER_NOTE_MAX, CUSTOMERS_MESSAGES as M } from '../customers';
import { ORDER_STATUSES, PAYMENT_MODES } from '../orders';
import { Cursor, Limit } from './admin';
import { MoneyState } from './admin-orders';
import { Id, IsoDateTime } from './common';

// Customers in the back office: /api/admin/customers, and staff notes and tags on orders
// (docs/decisions/110-customers.md).

const Count = z.number().int().min(0);
const Paise = z.number().int().min(0);

/** GET /api/admin/customers: a search (name, phone in any common form, email) and one segment; keyset pages. */
export const AdminCustomersQuery = z.strictObject({
  q: z.string().max(100).trim().optional(),
  segment: z.enum(CUSTOMER_SEGMENTS).optional(),
  cursor: Cursor.optional(),
  limit: Limit.optional(),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>;

/** A row of the customer list. */
export const AdminCustomerRow = z.object({
  id: Id,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  orderCount: Count,
  lifetimeValuePaise: Paise,
  lastOrderAt: IsoDateTime.nullable(),
  segments: z.array(z.enum(CUSTOMER_SEGMENTS)),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>;

export const AdminCustomersResponse = z.object({ items: z.array(AdminCustomerRow), nextCursor: z.string().nullable() });
export type AdminCustomersResponse = z.infer<typeof AdminCustomersResponse>;

/** One of her orders as her page lists it. */
export const AdminCustomerOrder = z.object({
  id: Id,
  shortId: z.string(),
  createdAt: IsoDateTime,
  status: z.enum(ORDER_STATUSES),
  paymentMode: z.enum(PAYMENT_MODES),
  moneyState: MoneyState,
  totalPaise: Paise,
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;

/** A staff note, with who wrote it and when; `orderId`/`orderShortId` when it was written on one of her orders. */
export const StaffNote = z.object({
  id: Id,
  body: z.string(),
  staffName: z.string(),
  createdAt: IsoDateTime,
  orderId: Id.nullable(),
  orderShortId: z.string().nullable(),
});
export type StaffNote = z.infer<typeof StaffNote>;

/** GET /api/admin/customers/{id}: her page. */
export const AdminCustomerDetail = z.object({
  id: Id,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  since: IsoDateTime,
  segments: z.array(z.enum(CUSTOMER_SEGMENTS)),
  tags: z.array(z.string()),
  stats: z.object({
    orderCount: Count,
    paidOrderCount: Count,
    codOrderCount: Count,
    lifetimeValuePaise: Paise,
    averageOrderPaise: Paise,
    returnCount: Count,
    rtoCount: Count,
    lastOrderAt: IsoDateTime.nullable(),
  }),
  /** Newest first, at most CUSTOMER_ORDERS_SHOWN (the counts above are of all of them). */
  orders: z.array(AdminCustomerOrder),
  /** Her orders returned to origin, newest first (the RTO history). */
  rtoOrders: z.array(AdminCustomerOrder),
  addresses: z.array(
    z.object({
      id: Id,
      label: z.string(),
      name: z.string(),
      phone: z.string(),
      line: z.string(),
      isDefault: z.boolean(),
      /** The address's own fields (what an order taken by phone fills in, docs/decisions/132-phone-orders.md). */
      fields: z.object({
        address: z.string(),
        city: z.string(),
        state: z.string(),
        pincode: z.string(),
        house: z.string(),
        area: z.string(),
        landmark: z.string(),
        altPhone: z.string(),
      }),
    }),
  ),
  notes: z.array(StaffNote),
  /** Contact-form messages sent from her email as it is today, newest first. */
  messages: z.array(z.object({ id: Id, createdAt: IsoDateTime, message: z.string(), handled: z.boolean() })),
  /**
   * Her phone's answer to "Send my order updates on WhatsApp" (docs/decisions/126-whatsapp.md): 'on' since `at`,
   * 'stopped' at `at`, or 'never' asked for (`at` null).
   */
  whatsapp: z.object({ state: z.enum(['on', 'stopped', 'never']), at: IsoDateTime.nullable() }),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

/** POST …/notes: a staff note (trimmed, 1 to CUSTOMER_NOTE_MAX characters). */
export const AddStaffNoteBody = z.strictObject({
  body: z.string().trim().min(1, { error: M.noteEmpty }).max(CUSTOMER_NOTE_MAX, { error: M.noteTooLong }),
});
export type AddStaffNoteBody = z.input<typeof AddStaffNoteBody>;

/** PUT …/tags: the record's whole tag list; each trimmed, lower-cased, once; at most 20 of 30 characters. */
export const SetTagsBody = z.strictObject({
  tags: z
    .array(z.string().max(200))
    .max(100)
    .transform((texts, ctx) => {
      const result = normalizeTags(texts);
      if (result.ok) return result.tags;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }),
});
export type SetTagsBody = z.input<typeof SetTagsBody>;

/** The customer's tags after a change. */
export const TagsResponse = z.object({ tags: z.array(z.string()) });
export type TagsResponse = z.infer<typeof TagsResponse>;

/** GET /api/admin/orders/{id}/notes: an order's internal notes (newest first) and tags: staff only. */
export const OrderNotesResponse = z.object({ notes: z.array(StaffNote), tags: z.array(z.string()) });
export type OrderNotesResponse = z.infer<typeof OrderNotesResponse>;

/** A customer's notes after one was added. */
export const CustomerNotesResponse = z.object({ notes: z.array(StaffNote) });
export type CustomerNotesResponse = z.infer<typeof CustomerNotesResponse>;
