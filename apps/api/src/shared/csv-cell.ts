/** Excel's byte order mark: with it, a spreadsheet reads the file as UTF-8 (₹, Devanagari names). */
export const CSV_BOM = '\uFEFF';

/**
 * One text cell: a leading = + - @ tab or CR gets an apostrophe first, so a spreadsheet never runs it as a
 * formula; then RFC 4180 quoting when it holds a comma, a quote or a line break (quotes doubled).
 */
export function textCell(value: string | null): string {
  const text = value === null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Paise as rupees with two decimals, no symbol and no separators ('1499.00'). */
export const rupees = (paise: number): string =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
