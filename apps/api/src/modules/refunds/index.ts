export { createRefunds, capturedOf, refundsOfOrder, syncMoneyState } from './refunds.service';
export type { IssueRequest, PendingRefund, RefundRow, RefundsService, RefundStaff } from './refunds.service';
export { refundNotAllowed } from './refund-messages';
export { createCancelOrder, cancelRefundKey } from './cancel-order';
export type { CancelActor, CancelOrder } from './cancel-order';
export { afterSaleRoutes } from './after-sale.routes';
