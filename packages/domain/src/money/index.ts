export {
  PAISE_PER_RUPEE,
  ZERO_PAISE,
  isPaise,
  paise,
  rupeesToPaise,
  paiseToRupees,
  sumPaise,
  multiplyPaise,
} from './paise';
export type { Paise } from './paise';
export { formatRupees, formatRupeesFromRupees, formatRupeesWhole, formatRupeesWholeFromRupees } from './format-rupees';
export { discountPercent } from './discount-percent';
export { formatRupeesInput, parseRupeesInput } from './rupees-input';
