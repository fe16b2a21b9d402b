export { createRefunds } from './refunds.service';
export { capturedOf, refundsOfOrder, syncMoneyState } from './refund-settle';
export type { IssueRequest, PendingRefund, RefundsService } from './refunds.service';
export type { RefundRow, RefundStaff } from './refund-settle';
export { refundNotAllowed } from './refund-messages';
export { createCancelOrder, cancelRefundKey } from './cancel-order';
export type { CancelActor, CancelOrder } from './cancel-order';
export { afterSaleRoutes } from './after-sale.routes';
