/**
 * India's financial year runs April to March; a document's year is that of its date in India's time (IST, UTC+5:30
 * all year). Numbers are consecutive within a series and year (docs/decisions/040-tax-invoice-numbering.md).
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year of a moment, as '2026-27' (1 Apr 2026 00:00 IST to 31 Mar 2027 23:59:59 IST). */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** Each series' prefix: tax invoices INV, credit notes CN. */
export const TAX_DOCUMENT_PREFIX: Readonly<Record<TaxDocumentKind, string>> = { invoice: 'INV', credit_note: 'CN' };

/** The longest number a series may reach: six digits keep 'INV/26-27/000001' within 16 characters. */
export const TAX_DOCUMENT_MAX_SEQUENCE = 999_999;

/** A document's number as printed: 'INV/26-27/000001', 'CN/26-27/000001' (at most 16 characters). */
export function taxDocumentNumber(kind: TaxDocumentKind, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > TAX_DOCUMENT_MAX_SEQUENCE) {
    throw new RangeError(`sequence must be 1…${TAX_DOCUMENT_MAX_SEQUENCE}, got ${sequence}`);
  }
  if (!/^\d{4}-\d{2}$/.test(financialYear)) throw new RangeError(`not a financial year: ${financialYear}`);
  return `${TAX_DOCUMENT_PREFIX[kind]}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/** The file name of a document's PDF: its number with '/' as '-' ('INV-26-27-000001.pdf'). */
export function taxDocumentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A document's date as printed, in IST: '01 Apr 2026'. */
export function taxDocumentDate(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const day = String(ist.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}
