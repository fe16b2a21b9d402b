import type { AdminReturnRequest } from '@vastra/domain/api';
import { RETURN_STATE_LABELS, RETURN_STATES, type ReturnState } from '@vastra/domain/returns';

/** The back office's texts of the returns queue and a request's page (the shopper's are RETURNS_MESSAGES). */
export const RETURNS_ADMIN_TEXTS = {
  title: 'Returns',
  stateFilter: 'State',
  open: 'Open',
  all: 'All',
  loading: 'Loading requests',
  failed: 'Could not load the requests',
  emptyOpen: 'No requests wait for you.',
  emptyState: 'No requests in this state.',
  exchangeTitle: 'Exchange request',
  returnTitle: 'Return request',
  originalPayment: 'Original payment',
  /** The toast after a step: the state's own name, as its badge shows it ("Exchange shipped"). */
  nowIn: (state: ReturnState) => RETURN_STATE_LABELS[state],
  approve: 'Approve and book pickup',
  approveAgain: 'Try booking again',
  reject: 'Reject',
  rejectTitle: 'Reject request',
  rejectConfirm: 'Reject request',
  rejectDescription: 'The shopper reads this reason on their order page.',
  pickedUp: 'Mark picked up',
  receive: 'Receive parcel',
  qcTitle: 'Quality check',
  qcDescription: 'Check the parcel against what was sent. Accepting puts the item back in stock.',
  qcAccept: 'Accept — item is as sent',
  qcReject: 'Reject — item fails the check',
  qcNote: 'Note',
  qcNoteRequired: 'Say why the item fails the check',
  qcConfirm: 'Confirm receipt',
  complete: 'Try again',
  completeHint: 'The refund or the new size did not go out yet.',
  bankWaiting: (amount: string, to: string) =>
    `Waiting to be paid from the bank: pay ${amount} to ${to}, then record the bank's reference.`,
  bankRecord: 'Record bank payment',
  bankDescription: (amount: string, to: string) =>
    `Enter the reference (UTR) the bank gave for the ${amount} paid to ${to}. The request is then refunded.`,
  bankReference: 'Bank reference (UTR)',
  bankHint: 'As on the bank statement: 12 digits for UPI or IMPS, 16 to 22 letters and digits for NEFT or RTGS.',
  bankShowDetails: 'Show full details',
  bankDetailsNote: 'Seeing the full details is recorded in the activity log.',
  bankUpi: (upiId: string) => `UPI ID: ${upiId}`,
  bankAccount: (name: string, account: string, ifsc: string) => `${name}, account ${account}, IFSC ${ifsc}`,
  bankOwnerPays: 'Waiting for someone with the Payouts permission to pay it from the bank.',
  bankConfirm: 'Mark as paid',
  pickupAddress: 'Pickup address',
  /** The refund's or payout's progress, in words. */
  refundStatus: { pending: 'Waiting', processed: 'Paid', failed: 'Failed' },
  refundWaiting: 'The gateway accepted the refund; the request is refunded once the gateway confirms it.',
} as const;

/** The state filter's options, in order: open first (the default), each state, then all. */
export const RETURN_FILTERS: readonly { value: string; label: string }[] = [
  { value: 'open', label: RETURNS_ADMIN_TEXTS.open },
  ...RETURN_STATES.map((state) => ({ value: state, label: RETURN_STATE_LABELS[state] })),
  { value: 'all', label: RETURNS_ADMIN_TEXTS.all },
];

/** The filter named in the address, or 'open'. */
export function readReturnsFilter(search: URLSearchParams): string {
  const state = search.get('state');
  return state && RETURN_FILTERS.some((f) => f.value === state) ? state : 'open';
}

/** 'Exchange → L' or 'Return'. */
export function kindLabel(request: Pick<AdminReturnRequest, 'kind' | 'exchangeSize'>): string {
  return request.kind === 'exchange' ? `Exchange → ${request.exchangeSize ?? '?'}` : 'Return';
}

/** The line as one phrase: 'Block Print Kurti · M · ×1'. */
export function itemLabel(request: Pick<AdminReturnRequest, 'title' | 'size' | 'quantity'>): string {
  return `${request.title} · ${request.size} · ×${request.quantity}`;
}

/**
 * A cash-on-delivery return whose payout waits for staff to pay it from the shop's bank (the manual provider):
 * complete() would do nothing for it, so the page offers recording the bank's payment instead.
 */
export function waitsForBankPayment(request: Pick<AdminReturnRequest, 'state' | 'paymentMode' | 'refund'>): boolean {
  return request.state === 'received' && request.paymentMode === 'cod' && request.refund?.status === 'pending';
}

/** Where a return's money goes: the original payment, or the masked UPI ID / bank account (never more). */
export function destinationLabel(request: Pick<AdminReturnRequest, 'refundDestination' | 'payoutMasked'>): string {
  if (request.refundDestination === 'original_payment') return RETURNS_ADMIN_TEXTS.originalPayment;
  return request.payoutMasked ?? '—';
}
