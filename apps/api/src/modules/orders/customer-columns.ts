import type { CustomerInfo } from '@vastra/domain/api';

/** An order's columns for whom it is and where it goes, from the checkout's customer details (place-order.ts). */
export function customerColumns(c: CustomerInfo) {
  return {
    customerName: c.name,
    customerEmail: c.email,
    customerPhone: c.phone,
    address: c.address,
    city: c.city,
    state: c.state,
    pincode: c.pincode,
    notes: c.notes,
    house: c.house,
    area: c.area,
    landmark: c.landmark,
    altPhone: c.altPhone,
  };
}
