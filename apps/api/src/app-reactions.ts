import type { createAfterDelivery } from './after-delivery';
import { reactionTasks } from './modules/order-history';
import type { createOrderMessagesModule } from './modules/order-messages';
import type { OwnerAlertsModule } from './modules/owner-alerts';

/**
 * The order events' reactions (docs/decisions/082-order-event-outbox.md): the texts, the tax documents, the
 * settlement of a received return and the team's alerts (docs/decisions/131-owner-alerts.md). Each handler is
 * idempotent: a text is written once per order, event and subject, a tax document once per order and kind, an alert
 * once per key. `afterDelivery` is asked for at each run: it is built after the reactions.
 */
export function orderReactions(
  messages: ReturnType<typeof createOrderMessagesModule>['messages'],
  afterDelivery: () => ReturnType<typeof createAfterDelivery>,
  alerts: Pick<OwnerAlertsModule, 'onOrderEvent'>,
) {
  return reactionTasks({
    'order-text': (event) => {
      switch (event.type) {
        case 'order.placed':
          return messages.notify(event.orderId, 'placed');
        case 'order.cancelled':
          return messages.notify(event.orderId, 'cancelled');
        case 'order.status_changed':
          return messages.afterStatus(event.orderId, event.to);
        case 'refund.processed':
          return messages.notify(event.orderId, 'refunded', { amountPaise: event.amountPaise });
        case 'return.changed':
          return messages.notify(event.orderId, `return_${event.to}`, {
            subject: event.returnRequestId,
            kind: event.kind,
          });
        case 'return.received':
        case 'delivery.failed':
          return Promise.resolve(); // not events of the texts (ORDER_EVENT_REACTIONS)
      }
    },
    'tax-documents': async (event) => {
      if (event.type === 'order.cancelled') await afterDelivery().taxDocuments.creditForCancellation(event.orderId);
      if (event.type === 'order.status_changed')
        await afterDelivery().taxDocuments.afterStatus(event.orderId, event.to);
    },
    'return-settlement': async (event) => {
      if (event.type === 'return.received')
        await afterDelivery().returns.settleReceived(event.returnRequestId, event.staff);
    },
    'owner-alert': (event) => alerts.onOrderEvent(event),
  });
}
