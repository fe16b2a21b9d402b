export { createRefunds, capturedOf, refundsOfOrder, syncMoneyState } from './refunds.service';
export type { IssueRequest, PendingRefund, RefundRow, RefundsService, RefundStaff } from './refunds.service';
export { refundNotAllowed } from './refund-messages';
