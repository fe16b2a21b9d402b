import { CATEGORY_SLUG_MAX, isCategory } from './categories';

// The rules of the shop's own categories (docs/decisions/097-categories.md): slugs, the sizes a category offers and
// its size guide (measurements kept in centimetres, inches worked out here).

export const CATEGORY_NAME_MAX = 60;
export const CATEGORIES_MAX = 100;
export const CATEGORY_SIZES_MAX = 20;
export const SIZE_NAME_MAX = 20;
export const SIZE_GUIDE_COLUMNS_MAX = 8;
export const SIZE_GUIDE_ROWS_MAX = CATEGORY_SIZES_MAX;
/** A measurement in centimetres: above 0, at most this, in steps of 0.5 cm. */
export const SIZE_GUIDE_CM_MAX = 400;
export const CM_PER_INCH = 2.54;
/** An HSN code as invoices print it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** The slug of a new category's name ("Night Wear" → `night-wear`, "Lehengā" → `lehenga`), or '' when none can be. */
export function categorySlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_SLUG_MAX)
    .replace(/-+$/, '');
  return isCategory(slug) ? slug : '';
}

/**
 * The sizes a category offers, in the owner's order: trimmed, blanks left out, each once whatever its case (the
 * first spelling kept). A saree offers one size, "Free".
 */
export function orderedSizes(sizes: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of sizes) {
    const size = raw.trim();
    const key = size.toLowerCase();
    if (size === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(size);
  }
  return out;
}

/** A size guide: the measurements' names (Bust, Waist…) and per size its measurements in cm (null: not given). */
export interface SizeGuide {
  columns: string[];
  rows: { size: string; cm: (number | null)[] }[];
}

/** Centimetres to inches, to one decimal (half up): 96 cm → 37.8 in. */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}

/** How a measurement reads in the chosen unit: "96" or "37.8"; '–' for one not given. */
export function formatMeasurement(cm: number | null, unit: 'cm' | 'in'): string {
  if (cm === null) return '–';
  const value = unit === 'cm' ? cm : cmToInches(cm);
  return String(value);
}

/**
 * The guide's rows in the order of the category's sizes (a row for a size the category no longer offers goes last);
 * an empty guide (no columns or no rows) is no guide.
 */
export function sizeGuideRows(guide: SizeGuide | null, sizes: readonly string[]): SizeGuide['rows'] {
  if (!guide || guide.columns.length === 0) return [];
  const place = (size: string) => {
    const at = sizes.indexOf(size);
    return at === -1 ? sizes.length : at;
  };
  return [...guide.rows].sort((a, b) => place(a.size) - place(b.size));
}

/**
 * The back office's text form of a size guide: the columns as "Bust, Waist, Length" and one line per size,
 * "M: 96.5, 86.5, 112" (an empty place for a measurement not given). Written by `sizeGuideText`, read back by
 * `readSizeGuideText`; the contract checks what it reads (sizes once, one measurement per column, 0.5 cm steps).
 */
export function sizeGuideText(guide: SizeGuide | null): { columns: string; rows: string } {
  if (!guide) return { columns: '', rows: '' };
  return {
    columns: guide.columns.join(', '),
    rows: guide.rows
      .map((row) => `${row.size}: ${row.cm.map((cm) => (cm === null ? '' : String(cm))).join(', ')}`)
      .join('\n'),
  };
}

/** Reads the text form back: null when both are empty (no guide); a measurement that is not a number is NaN. */
export function readSizeGuideText(columns: string, rows: string): SizeGuide | null {
  const names = columns
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const lines = rows
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (names.length === 0 && lines.length === 0) return null;
  return {
    columns: names,
    rows: lines.map((line) => {
      const at = line.indexOf(':');
      const size = (at === -1 ? line : line.slice(0, at)).trim();
      const values = at === -1 ? [] : line.slice(at + 1).split(',');
      return {
        size,
        cm: values.map((value) => {
          const text = value.trim();
          return text === '' ? null : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
        }),
      };
    }),
  };
}
