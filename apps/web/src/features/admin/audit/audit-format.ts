import { formatDateTimeIN } from '@vastra/domain/time';

/** What each kind of record is called in the activity log (grep `targetType:` under apps/api/src/modules). */
const TARGET_TYPE_NAMES: Record<string, string> = {
  order: 'Order',
  orders: 'Orders',
  payment: 'Payment',
  job: 'Background job',
  return_request: 'Return request',
  return_payout: 'Return payout',
  review: 'Review',
  settings: 'Settings',
  home_content: 'Home page',
  contact_message: 'Message',
  staff: 'Staff',
  product: 'Product',
  products: 'Products',
  image: 'Photo',
  stock: 'Stock',
  attribute: 'Attribute',
  sale_price: 'Sale price',
  offer: 'Offer',
};

function sentenceCase(words: string): string {
  const text = words.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function targetTypeName(type: string): string {
  return TARGET_TYPE_NAMES[type] ?? sentenceCase(type.replace(/[._-]+/g, ' '));
}

/** When, as the shop reads it: en-IN, India's time ('23 Nov 2026, 9:45 pm'). */
export function auditTime(at: string): string {
  return formatDateTimeIN(at) ?? at;
}
