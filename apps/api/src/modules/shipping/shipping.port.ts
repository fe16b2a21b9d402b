import type { AddressDetails } from '@vastra/domain/address';
import type { NdrAction } from '@vastra/domain/after-sale';
import type { DeliveryEstimate } from '@vastra/domain/api';
/** What a shipping provider needs to know about an order to ship it (amounts in paise). */
export interface ShipmentOrder {
  id: string;
  createdAt: Date;
  paymentMode: 'prepaid' | 'cod';
  totalPaise: number;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
    /** The address's optional details (docs/decisions/130-address-details.md). */
    details?: Partial<AddressDetails>;
  };
  items: ShipmentItem[];
}

/**
 * A line as a provider gets it: `size` is the variant's key ("M", or "M / Red" for a product with a second option,
 * docs/decisions/099-variant-options.md), `option2Name` the product's second option ("Colour") or null, and `sku` the
 * variant's own SKU when the owner gave it one.
 */
export interface ShipmentItem {
  productId: string;
  title: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
  option2Name?: string | null;
  sku?: string | null;
}

/**
 * A reverse pickup (modules/returns): the courier collects `items` from the shopper's address and brings them to the
 * shop's warehouse. `reference` is ours, new per request and at most 20 characters (the provider's order id).
 */
export interface ReturnPickupOrder {
  reference: string;
  /** The forward order the items came in. */
  orderId: string;
  createdAt: Date;
  customer: ShipmentOrder['customer'];
  items: ShipmentOrder['items'];
  /** Ask the courier to check the item at the door (size and tags) before collecting it. */
  qualityCheck: boolean;
}

/** Progress a failed booking already made with the provider (an order created, no AWB yet). */
export interface PartialBooking {
  shipperOrderId: string;
  shipmentId: string;
}

/** A booked shipment: the courier's air waybill, the courier and the provider's own ids. */
export interface Booking {
  awb: string;
  courier: string;
  shipperOrderId: string;
  shipmentId: string;
  /** The provider's status text after booking, e.g. 'AWB Assigned'. */
  status: string;
  /** The provider's answers, kept on the order for support (never sent to the browser). */
  response: Record<string, unknown>;
}

/** A provider refusal or outage, with a message a shopper may read. */
export class ShippingProviderError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; partial?: PartialBooking } = {},
  ) {
    super(message);
    this.name = 'ShippingProviderError';
  }
}

/** A booking that can no longer be cancelled: the parcel is already with the courier (a return takes over). */
export class ShipmentPickedUpError extends ShippingProviderError {
  readonly pickedUp = true;
  constructor(message: string, details: { status?: number } = {}) {
    super(message, details);
    this.name = 'ShipmentPickedUpError';
  }
}

/** The booking of an order to cancel: its AWB and the provider's order id. */
export interface BookedShipment {
  awb: string;
  shipperOrderId: string | null;
}

/** Whether couriers deliver to a PIN of the directory from the shop's pickup PIN, collect cash there, and by when. */
export interface CourierCoverage {
  serviceable: boolean;
  codAvailable: boolean;
  /** Null when no courier delivers there. */
  etd: DeliveryEstimate | null;
}

/**
 * The shipping aggregator (docs/rules/third-parties.md#ports): the simulator by default, Shiprocket for real. Both
 * answer tracking in Shiprocket's `{ tracking_data }` shape (docs/rules/third-parties.md#shiprocket-tracking), read by
 * the domain.
 */
export interface ShippingProvider {
  /** Shown to shoppers as '{shipper} push failed: …' (docs/rules/shipping.md#messages). */
  readonly name: string;
  /** Books the order (resuming `partial` when a previous attempt got half-way); throws ShippingProviderError. */
  book(order: ShipmentOrder, partial?: PartialBooking): Promise<Booking>;
  /** The raw tracking answer for an AWB; throws ShippingProviderError when the provider fails. */
  track(awb: string): Promise<unknown>;
  /**
   * Answers a failed delivery (NDR): ask the courier to deliver again, or to return the parcel to origin;
   * throws ShippingProviderError.
   */
  ndrAction(awb: string, action: NdrAction, comment: string): Promise<void>;
  /**
   * Cancels a booking before pickup (docs/rules/third-parties.md#shiprocket-cancel); cancelling a cancelled one is
   * done. Throws ShipmentPickedUpError once the parcel is picked up, ShippingProviderError when the provider fails.
   */
  cancelBooking(shipment: BookedShipment): Promise<void>;
  /**
   * Courier coverage of a PIN the directory knows (`cod`: the shopper means to pay cash on delivery); throws
   * ShippingProviderError when the provider fails.
   */
  serviceability(pincode: string, options: { cod: boolean }): Promise<CourierCoverage>;
  /**
   * Books a reverse pickup (a return or an exchange's old item) and its AWB; throws ShippingProviderError. An
   * exchange's new size goes out through `book` as its own forward shipment.
   */
  bookReturnPickup(order: ReturnPickupOrder): Promise<Booking>;
}
