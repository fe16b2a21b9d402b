export {
  GST_RATES,
  GST_RATE_TABLE,
  GARMENT_SLAB_PAISE,
  GARMENT_LOWER_RATE,
  GARMENT_HIGHER_RATE,
  GREY_BAND_FROM_PAISE,
  GREY_BAND_TO_PAISE,
  divideHalfUp,
  taxableOf,
  inGreyBand,
  gstRateFor,
  taxAt,
  taxLine,
  taxOrder,
  sumTaxes,
  isIntraState,
} from './gst';
export type { GstRate, TaxedAmount, TaxLineInput, TaxOptions, TaxTotals } from './gst';
export {
  financialYearOf,
  TAX_DOCUMENT_KINDS,
  TAX_DOCUMENT_PREFIX,
  TAX_DOCUMENT_MAX_SEQUENCE,
  taxDocumentNumber,
  taxDocumentFileName,
  taxDocumentDate,
} from './financial-year';
export type { TaxDocumentKind } from './financial-year';
export { TAX_DOCUMENT_MESSAGES, TAX_GSTIN_MESSAGES } from './messages';
export { GSTIN_SHAPE, gstinCheckCharacter, gstinProblem } from './gstin';
