import { PHOTO_PICKER_MESSAGES } from '../../../components/ui/photo-picker';
import { PayoutDestinationInput, type CreateReturnBody, type ReturnOptionsResponse } from '@vastra/domain/api';
import { firstIssue } from '@vastra/domain/forms';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { RETURNS_MESSAGES, type ReturnKind, type ReturnReason } from '@vastra/domain/returns';

export type ReturnLine = ReturnOptionsResponse['lines'][number];
export type RefundTo = ReturnOptionsResponse['refundTo'];

/** Texts of the request form the domain's RETURNS_MESSAGES do not hold (the form's own checks). */
export const RETURN_FORM_MESSAGES = {
  chooseKind: 'Please choose an exchange or a refund.',
  chooseReason: 'Please choose a reason.',
  noOtherSize: 'No other size is in stock right now.',
  photosUploading: 'Please wait until your photos have uploaded.',
  ...PHOTO_PICKER_MESSAGES,
  failed: 'We could not send your request. Please try again.',
} as const;

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
    return { error: { field: 'exchangeSize', message: RETURNS_MESSAGES.sizeNeeded } };
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
    return { error: { field, message: issue?.message ?? RETURNS_MESSAGES.payoutRequired } };
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

/** The server's own words for a refused call (a 4xx or 5xx with a message), or null for no answer. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400) return null;
  const message = (error.body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}
