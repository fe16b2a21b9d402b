/**
 * The texts of the dashboard's returns panel (GET /api/admin/dashboard/returns). Rates and amounts arrive formatted
 * by the screen ('12.5 %', '₹1,599'). Labels the dashboard already has (periods, Delivered, Refunded, Try again)
 * come from AFTER_SALE_MESSAGES and BACK_OFFICE_MESSAGES.
 */
export const RETURNS_DASHBOARD_MESSAGES = {
  title: 'Returns and exchanges',
  period: 'Returns period',
  range90d: '90 days',
  returnRate: 'Return rate',
  exchangeRate: 'Exchange rate',
  unitsOf: (part: number, whole: number) => `${part} of ${whole} ${whole === 1 ? 'unit' : 'units'}`,
  toOriginalPayments: (amount: string) => `${amount} to original payments`,
  byPayout: (amount: string) => `${amount} by UPI or bank`,
  waiting: 'Waiting for staff',
  waitingLink: 'Open the returns queue',
  byCategory: 'By category',
  bySize: 'By size',
  category: 'Category',
  exchanged: 'Exchanged',
  scrollHint: 'Scroll sideways for every column →',
  topReasons: 'Top reasons',
  noReasons: 'No requests in this period.',
  noDeliveries: 'No deliveries in this period yet.',
  failed: 'The returns figures could not be loaded',
  updating: 'Updating returns figures',
} as const;
