import { PHOTO_PICKER_MESSAGES } from '../../../components/ui/photo-picker';
import { PayoutDestinationInput, type CreateReturnBody, type ReturnOptionsResponse } from '@vastra/domain/api';
import { firstIssue } from '@vastra/domain/forms';
import { z } from 'zod';
import type { ReturnKind, ReturnReason } from '@vastra/domain/returns';
import { msg, type Message } from '../../../lib/i18n';

export type ReturnLine = ReturnOptionsResponse['lines'][number];
export type RefundTo = ReturnOptionsResponse['refundTo'];

/**
 * Texts of the request form, shown in the shopper's language: its own checks, and the two of the domain's
 * RETURNS_MESSAGES it gives (sizeNeeded, payoutRequired), word for word.
 */
export const RETURN_FORM_MESSAGES = {
  chooseKind: msg('Please choose an exchange or a refund.'),
  sizeNeeded: msg('Please choose the size you want instead.'),
  chooseReason: msg('Please choose a reason.'),
  payoutRequired: msg('Please tell us where to send your refund: a UPI ID or a bank account.'),
  noOtherSize: msg('No other size is in stock right now.'),
  photosUploading: msg('Please wait until your photos have uploaded.'),
  ...PHOTO_PICKER_MESSAGES,
  failed: msg('We could not send your request. Please try again.'),
} as const;

/**
 * The contract's PayoutDestinationInput messages, word for word, marked so the form shows them in the shopper's
 * language too (../orders-in-hindi.test.tsx checks they are all here).
 */
export const PAYOUT_MESSAGES: readonly Message[] = [
  msg('Enter a UPI ID like name@bank.'),
  msg("Enter the account holder's name."),
  msg('Enter the account number: 9 to 18 digits.'),
  msg('Enter the 11-character IFSC, like HDFC0001234.'),
];

/** What the shopper has filled in. */
export type ReturnFormValues = {
  kind: ReturnKind | null;
  exchangeSize: string;
  quantity: number;
  reason: ReturnReason | '';
  note: string;
  payoutKind: 'upi' | 'bank';
  upiId: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
};

export type ReturnFormField = 'kind' | 'exchangeSize' | 'reason' | 'upiId' | 'accountName' | 'accountNumber' | 'ifsc';
/** The first thing to fix: one of the messages above, which the form shows in the shopper's language. */
export type ReturnFormError = { field: ReturnFormField; message: string };

/** The sizes an exchange may ask for now: the other sizes in stock. */
export function sizesInStock(line: ReturnLine): string[] {
  return line.exchangeSizes.filter((s) => s.inStock && s.size !== line.size).map((s) => s.size);
}

export function initialValues(line: ReturnLine): ReturnFormValues {
  return {
    kind: sizesInStock(line).length > 0 ? 'exchange' : 'return',
    exchangeSize: '',
    quantity: 1,
    reason: '',
    note: '',
    payoutKind: 'upi',
    upiId: '',
    accountName: '',
    accountNumber: '',
    ifsc: '',
  };
}

/**
 * The request's body, or the first thing to fix (the form shows one message at a time, on its field). A cash-on-
 * delivery return names where its refund goes, checked with the contract's PayoutDestinationInput messages.
 */
export function buildReturnBody(
  line: ReturnLine,
  refundTo: RefundTo,
  values: ReturnFormValues,
  photoIds: string[],
): { body: CreateReturnBody } | { error: ReturnFormError } {
  if (values.kind === null) return { error: { field: 'kind', message: RETURN_FORM_MESSAGES.chooseKind } };
  if (values.kind === 'exchange' && !values.exchangeSize)
    return { error: { field: 'exchangeSize', message: RETURN_FORM_MESSAGES.sizeNeeded } };
  if (!values.reason) return { error: { field: 'reason', message: RETURN_FORM_MESSAGES.chooseReason } };
  const note = values.note.trim();
  const body: CreateReturnBody = {
    orderItemId: line.orderItemId,
    kind: values.kind,
    quantity: values.quantity,
    ...(values.kind === 'exchange' ? { exchangeSize: values.exchangeSize } : {}),
    reason: values.reason,
    ...(note ? { note } : {}),
    ...(photoIds.length > 0 ? { photoIds } : {}),
  };
  if (values.kind === 'exchange' || refundTo !== 'payout') return { body };
  const payout = PayoutDestinationInput.safeParse(
    values.payoutKind === 'upi'
      ? { kind: 'upi', upiId: values.upiId }
      : { kind: 'bank', accountName: values.accountName, accountNumber: values.accountNumber, ifsc: values.ifsc },
  );
  if (!payout.success) {
    const issue = firstIssue(payout.error);
    const field = (issue?.field ?? 'upiId') as ReturnFormField;
    return { error: { field, message: issue?.message ?? RETURN_FORM_MESSAGES.payoutRequired } };
  }
  return { body: { ...body, payout: payout.data } };
}

/**
 * The form's schema for react-hook-form's zodResolver (docs/decisions/078-one-form-pattern.md): the checks of
 * {@link buildReturnBody}, one message at a time on its field; its output is the body without the photos (they are
 * uploaded apart and added when sending).
 */
export function returnFormSchema(line: ReturnLine, refundTo: RefundTo) {
  return z.custom<ReturnFormValues>().transform((values, ctx): CreateReturnBody => {
    const built = buildReturnBody(line, refundTo, values, []);
    if ('body' in built) return built.body;
    ctx.addIssue({ code: 'custom', message: built.error.message, path: [built.error.field], input: values });
    return z.NEVER;
  });
}
