import { OPTION_VALUE_MAX } from '../catalog/variant-key';

// The product form's size × second-option grid (docs/decisions/099-variant-options.md): the owner types the sizes and
// the second option's values once, one button makes a row per combination. Pure, so the rows it keeps and adds are
// table-tested here and the form only shows them.

/** One combination of the grid: a size and the second option's value (null for a product with sizes only). */
export interface GridCell {
  option1: string;
  option2: string | null;
}

/** What is wrong with a typed value: a "/" (a key splits one way only) or more than OPTION_VALUE_MAX characters. */
export type GridValueProblem = 'slash' | 'tooLong';

/** The values of a typed cell ("S, M, L"): split at commas, trimmed, blanks dropped, each once (case aside). */
export function gridValues(cell: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const part of cell.split(',')) {
    const value = part.trim();
    if (value === '' || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    values.push(value);
  }
  return values;
}

/** The first problem among typed values, or null when every one can be an option value. */
export function gridValueProblem(values: readonly string[]): GridValueProblem | null {
  if (values.some((v) => v.includes('/'))) return 'slash';
  if (values.some((v) => v.length > OPTION_VALUE_MAX)) return 'tooLong';
  return null;
}

/** Every combination, size by size in the order typed: S / Red, S / Blue, M / Red… (one per size without values). */
export function gridCells(sizes: readonly string[], values: readonly string[] | null): GridCell[] {
  if (values === null) return sizes.map((option1) => ({ option1, option2: null }));
  return sizes.flatMap((option1) => values.map((option2) => ({ option1, option2 })));
}

/** The rows after the grid is made, with how many were added and how many already there were kept. */
export interface GridPlan<Row> {
  rows: Row[];
  added: number;
  kept: number;
}

const cellKey = (cell: GridCell) =>
  `${cell.option1.trim().toLowerCase()}\u0000${(cell.option2 ?? '').trim().toLowerCase()}`;

/**
 * The rows the grid makes: each combination in the grid's order, an existing row of it (case aside) kept as it is,
 * a new row otherwise; then the existing rows the grid does not name, in their order (nothing typed is dropped).
 * Rows with nothing typed (`cellOf` gives null) are dropped: the empty row a new product starts with.
 */
export function planVariantGrid<Row>(
  existing: readonly Row[],
  cellOf: (row: Row) => GridCell | null,
  grid: readonly GridCell[],
  newRow: (cell: GridCell) => Row,
): GridPlan<Row> {
  const byKey = new Map<string, Row>();
  const typed: Row[] = [];
  for (const row of existing) {
    const cell = cellOf(row);
    if (cell === null) continue;
    typed.push(row);
    if (!byKey.has(cellKey(cell))) byKey.set(cellKey(cell), row);
  }
  const used = new Set<Row>();
  let added = 0;
  const rows = grid.map((cell) => {
    const row = byKey.get(cellKey(cell));
    if (row !== undefined && !used.has(row)) {
      used.add(row);
      return row;
    }
    added += 1;
    return newRow(cell);
  });
  rows.push(...typed.filter((row) => !used.has(row)));
  return { rows, added, kept: typed.length };
}

/** An attribute as the grid reads it: its slug and name, and its values' slugs and names. */
export interface GridAttribute {
  slug: string;
  name: string;
  values: readonly { slug: string; name: string }[];
}

// "Colour" and "Color" name the same option.
const optionWord = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^color$/, 'colour');

/**
 * The attributes ticked once the grid is made: when the second option has the name of one of the shop's attributes
 * ("Colour", or "Color" for the shop's "Colour"), each of the grid's values that is a value of that attribute (its
 * name, case aside) is ticked beside those already ticked, in the attribute's order, so the shop's filter of that
 * attribute finds the product without the owner ticking the colours a second time. `ticked` is returned as it is
 * when nothing is added; `added` names the values ticked.
 */
export function tickGridValues(
  option2Name: string,
  values: readonly string[],
  attributes: readonly GridAttribute[],
  ticked: Readonly<Record<string, readonly string[]>>,
): { ticked: Record<string, string[]>; attribute: string | null; added: string[] } {
  const same = { ticked: Object.fromEntries(Object.entries(ticked).map(([k, v]) => [k, [...v]])), attribute: null };
  const attribute = attributes.find((a) => optionWord(a.name) === optionWord(option2Name));
  if (!attribute || option2Name.trim() === '') return { ...same, added: [] };
  const had = new Set(Object.hasOwn(ticked, attribute.slug) ? ticked[attribute.slug] : []);
  const wanted = new Set(values.map((v) => v.trim().toLowerCase()));
  const added = attribute.values.filter((v) => wanted.has(v.name.toLowerCase()) && !had.has(v.slug));
  if (added.length === 0) return { ...same, added: [] };
  for (const value of added) had.add(value.slug);
  const next = attribute.values.map((v) => v.slug).filter((slug) => had.has(slug));
  return {
    ticked: { ...same.ticked, [attribute.slug]: next },
    attribute: attribute.name,
    added: added.map((v) => v.name),
  };
}
