export { recordOrderEvent } from './record-order-event';
export type { OrderEventActor, OrderEventInput } from './record-order-event';
export {
  ORDER_EVENT_REACTIONS,
  ORDER_REACTIONS,
  REACTION_LEASE_MS,
  createOrderOutbox,
  emitOrderEvent,
  orderEventJobs,
  reactionTask,
  reactionTasks,
  type OrderEvent,
  type OrderEventType,
  type NewJob,
  type OrderOutbox,
  type OrderReaction,
  type ReactionHandler,
} from './order-outbox';
