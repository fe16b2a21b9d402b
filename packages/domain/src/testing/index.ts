import type { CustomerInfo, Order } from '../api';
import type { CartItemInput } from '../cart';
import type { BillingForm } from '../checkout';

// The shopper and order the unit tests of the domain and the web share. Only tests import this.

/** The billing form the shopper fills in at checkout. */
export const BILLING_FORM: BillingForm = {
  firstName: 'Asha',
  lastName: 'Verma',
  state: 'Uttar Pradesh',
  city: 'Lucknow',
  address: '12 MG Road',
  pinCode: '226001',
  phone: '9876543210',
  email: 'asha@example.com',
  house: '',
  area: '',
  landmark: '',
  altPhone: '',
};

/** The customerInfo that form becomes (`toCustomerInfo`). */
export const CUSTOMER_INFO: CustomerInfo = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  pincode: '226001',
  notes: '',
  house: '',
  area: '',
  landmark: '',
  altPhone: '',
};

/** The customerInfo an order answers (the specification's fields; the address's details stay in the back office). */
const { house: _house, area: _area, landmark: _landmark, altPhone: _altPhone, ...ORDER_CUSTOMER_INFO } = CUSTOMER_INFO;

/** A placed, prepaid order of two kurtis (size M at ₹1,299), not yet booked with a courier. */
export const ORDER: Order = {
  _id: 'o1',
  createdAt: '2026-03-10T05:00:00.000Z',
  updatedAt: '2026-03-10T05:00:00.000Z',
  status: 'placed',
  totalAmount: 2598,
  shippingCost: 0,
  paymentMode: 'prepaid',
  paymentInfo: { method: 'prepaid', paidAt: '2026-03-10T05:00:00.000Z' },
  customerInfo: ORDER_CUSTOMER_INFO,
  shippingAddress: { addressLine1: '12 MG Road', city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' },
  items: [
    {
      _id: 'i1',
      productId: {
        _id: 'k1',
        title: 'Indigo Anarkali Kurti',
        images: ['/uploads/k1-front.jpg', '/uploads/k1-back.jpg'],
      },
      title: 'Indigo Anarkali Kurti',
      image: '/uploads/k1-front.jpg',
      size: 'M',
      quantity: 2,
      price: 1299,
    },
  ],
  shipping: {
    awb: null,
    courier: null,
    shiprocketStatus: null,
    removedFromShiprocket: false,
    removedAt: null,
    cancellationReason: null,
  },
  lastTracking: null,
  lastTrackingUpdatedAt: null,
  invoicedAt: null,
};

/** A stored cart line of one kurti in M (3 left, L sold out); `extra` changes any field. */
export const cartLineInput = (extra: Partial<CartItemInput> = {}): CartItemInput => ({
  id: 'k1',
  title: 'Anarkali Kurti',
  price: 999,
  selectedSize: 'M',
  quantity: 1,
  stockBySize: { M: 3, L: 0 },
  ...extra,
});
