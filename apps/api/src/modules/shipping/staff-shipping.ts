import type { NdrAction } from '@vastra/domain/after-sale';
import type { BookOutcome, BookShipment, Booker } from './book-shipment';
import type { ShippingProvider } from './shipping.port';
import type { ShippingRepository } from './shipping.repository';
import type { ShipmentTracker } from './track-shipment';

/**
 * What the back office's shipment actions (modules/order-admin/shipment-actions.service.ts) ask of shipping: book
 * under the order's claim, answer a failed delivery with the provider, and read the parcel again afterwards.
 */
export interface StaffShipping {
  book(staff: NonNullable<Booker>, orderId: string): Promise<BookOutcome>;
  /** Throws ShippingProviderError with the provider's message. */
  ndrAction(awb: string, action: NdrAction, comment: string): Promise<void>;
  /** Reads the order's tracking now (past the cache) and follows it onto the order; never throws. */
  retrack(orderId: string): Promise<void>;
}

export function createStaffShipping(deps: {
  bookShipment: BookShipment;
  provider: ShippingProvider;
  repository: ShippingRepository;
  tracker: ShipmentTracker;
}): StaffShipping {
  const { bookShipment, provider, repository, tracker } = deps;
  return {
    book: (staff, orderId) => bookShipment.bookForStaff(staff, orderId),
    ndrAction: (awb, action, comment) => provider.ndrAction(awb, action, comment),
    async retrack(orderId) {
      const record = await repository.findById(orderId);
      if (!record?.awb) return;
      tracker.forget(record.awb);
      await tracker.refresh(record);
    },
  };
}
