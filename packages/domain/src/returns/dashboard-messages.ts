/**
 * The texts of the dashboard's returns panel (GET /api/admin/dashboard/returns). Rates and amounts arrive formatted
 * by the screen ('12.5 %', '₹1,599').
 */
export const RETURNS_DASHBOARD_MESSAGES = {
  title: 'Returns and exchanges',
  period: 'Returns period',
  periods: { '7d': '7 days', '30d': '30 days', '90d': '90 days' },
  returnRate: 'Return rate',
  exchangeRate: 'Exchange rate',
  unitsOf: (part: number, whole: number) => `${part} of ${whole} ${whole === 1 ? 'unit' : 'units'}`,
  refunded: 'Refunded',
  toOriginalPayments: (amount: string) => `${amount} to original payments`,
  byPayout: (amount: string) => `${amount} by UPI or bank`,
  waiting: 'Waiting for staff',
  waitingLink: 'Open the returns queue',
  byCategory: 'By category',
  bySize: 'By size',
  category: 'Category',
  size: 'Size',
  delivered: 'Delivered',
  returned: 'Returned',
  exchanged: 'Exchanged',
  topReasons: 'Top reasons',
  noReasons: 'No requests in this period.',
  noDeliveries: 'No deliveries in this period yet.',
  failed: 'The returns figures could not be loaded',
  retry: 'Try again',
  updating: 'Updating returns figures',
} as const;
