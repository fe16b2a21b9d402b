import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { DUE_AT_ONCE, type JobRunner, type OnceTask } from '../../shared/jobs';

/** A row of the `jobs` table to insert. */
export type NewJob = typeof jobs.$inferInsert;

/**
 * What happened to an order, as the reactions read it (docs/decisions/082-order-event-outbox.md). Written by
 * `emitOrderEvent` in the transaction of the change, so an event exists exactly when its change committed.
 */
export type OrderEvent =
  | { type: 'order.placed'; orderId: string }
  | { type: 'order.cancelled'; orderId: string }
  | { type: 'order.status_changed'; orderId: string; from: string; to: string }
  | { type: 'refund.processed'; orderId: string; refundId: string; amountPaise: number }
  /** The courier could not deliver (a failed attempt, the `attempt`-th): the team is alerted. */
  | { type: 'delivery.failed'; orderId: string; attempt: number; reason: string }
  | {
      /** A return or exchange request was made, approved or rejected: the shopper is texted. */
      type: 'return.changed';
      orderId: string;
      returnRequestId: string;
      kind: 'return' | 'exchange';
      to: 'requested' | 'approved' | 'rejected';
    }
  | {
      type: 'return.received';
      orderId: string;
      returnRequestId: string;
      /** Who received it: the settlement's steps are theirs in the history and the audit log. */
      staff: { id: string; fullName: string } | null;
    };

export type OrderEventType = OrderEvent['type'];

/** The reactions: each a once task of the job runner, named `reaction:<name>`. */
export const ORDER_REACTIONS = ['order-text', 'tax-documents', 'return-settlement', 'owner-alert'] as const;
export type OrderReaction = (typeof ORDER_REACTIONS)[number];

/** Which reactions consume each event: the one list, read when the event is written (nothing is registered later). */
export const ORDER_EVENT_REACTIONS = {
  'order.placed': ['order-text', 'owner-alert'],
  'order.cancelled': ['order-text', 'tax-documents'],
  'order.status_changed': ['order-text', 'tax-documents'],
  'refund.processed': ['order-text'],
  'delivery.failed': ['owner-alert'],
  'return.changed': ['order-text', 'owner-alert'],
  'return.received': ['return-settlement'],
} as const satisfies Record<OrderEventType, readonly OrderReaction[]>;

export const reactionTask = (reaction: OrderReaction) => `reaction:${reaction}`;

/**
 * How long a process holds a reaction it claimed: a text's send and a tax document take seconds, so one cut off by a
 * crash runs again two minutes later rather than after the runner's default lease (job-policy.ts).
 */
export const REACTION_LEASE_MS = 2 * 60_000;

/** What makes one event one of a kind: an order is cancelled once and reaches a status once; so on. */
function eventKey(event: OrderEvent): string {
  switch (event.type) {
    case 'order.placed':
    case 'order.cancelled':
      return `${event.type}:${event.orderId}`;
    case 'order.status_changed':
      return `${event.type}:${event.orderId}:${event.to}`;
    case 'refund.processed':
      return `${event.type}:${event.refundId}`;
    case 'delivery.failed':
      return `${event.type}:${event.orderId}:${event.attempt}`;
    case 'return.changed':
      return `${event.type}:${event.returnRequestId}:${event.to}`;
    case 'return.received':
      return `${event.type}:${event.returnRequestId}`;
  }
}

/** The jobs that carry `event` to its reactions: one per reaction that consumes it (`jobs` rows to insert). */
export function orderEventJobs(at: Date, event: OrderEvent): NewJob[] {
  return ORDER_EVENT_REACTIONS[event.type].map((reaction) => ({
    task: reactionTask(reaction),
    key: eventKey(event),
    payload: event,
    runAt: DUE_AT_ONCE,
    createdAt: at,
    updatedAt: at,
  }));
}

/**
 * Writes `event` to the outbox inside `tx`: one job per reaction that consumes it. The same event written twice
 * (a retried request, a second process) is one job per reaction, so each reaction runs it at least once and,
 * being idempotent, acts once.
 */
export async function emitOrderEvent(tx: Db, at: Date, event: OrderEvent): Promise<void> {
  await tx.insert(jobs).values(orderEventJobs(at, event)).onConflictDoNothing();
}

/** A reaction's handler; it must be idempotent (an event may be delivered again after a crash). */
export type ReactionHandler = (event: OrderEvent) => Promise<unknown>;

/** The reactions as the job runner's once tasks. */
export function reactionTasks(handlers: Record<OrderReaction, ReactionHandler>): OnceTask<never>[] {
  return ORDER_REACTIONS.map((reaction) => ({
    name: reactionTask(reaction),
    leaseMs: REACTION_LEASE_MS,
    run: (payload: never) => handlers[reaction](payload),
  }));
}

/**
 * Runs the reactions due now, right after the change that wrote them committed, so a shopper's text leaves with the
 * answer to her request; what fails or is cut short here is run again by the job runner's poll. The runner is given
 * once, when the app is composed (app.ts).
 */
export interface OrderOutbox {
  dispatch(): Promise<void>;
  attach(runner: Pick<JobRunner, 'runDue'>): void;
}

export function createOrderOutbox(log: Pick<FastifyBaseLogger, 'error'>): OrderOutbox {
  let runner: Pick<JobRunner, 'runDue'> | undefined;
  const tasks = ORDER_REACTIONS.map(reactionTask);
  return {
    attach(given) {
      runner = given;
    },
    async dispatch() {
      try {
        await runner?.runDue(tasks);
      } catch (error) {
        log.error({ err: error }, 'order reactions not run now; the job runner runs them later');
      }
    },
  };
}
