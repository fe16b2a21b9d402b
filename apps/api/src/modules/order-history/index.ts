export { recordOrderEvent } from './record-order-event';
export type { OrderEventActor, OrderEventInput } from './record-order-event';
