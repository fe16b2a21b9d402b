import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { formatRupees, paise } from '@vastra/domain/money';
import { AppError } from '../../errors';

export type RefundRefusalKind = 'not_whole' | 'nothing_left' | 'too_large' | 'not_prepaid' | 'line_unknown';

/** 409 refund_not_allowed with the shop's words for why (`leftPaise`: what may still be refunded). */
export function refundNotAllowed(refusal: RefundRefusalKind, leftPaise = 0): AppError {
  const message = {
    not_whole: M.refundTooLarge(formatRupees(paise(leftPaise))),
    too_large: M.refundTooLarge(formatRupees(paise(leftPaise))),
    nothing_left: M.refundNothingLeft,
    not_prepaid: M.refundNotPrepaid,
    line_unknown: M.refundLineUnknown,
  }[refusal];
  return new AppError('conflict', message, { code: 'refund_not_allowed' });
}
