// Tolerant readers for the product shapes of docs/rules/catalogue.md#data: the API may send numbers as text and
// either a list or a single string. Nothing here throws; unreadable values come back undefined.

/** A plain object (not an array), as a JSON map arrives. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number, from a number or from numeric text such as '499'. */
export function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A trimmed non-empty string, from a string or a number (ids may arrive as numbers). */
export function readText(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
}

/** A list of non-empty strings, from a list or a single string, without duplicates. */
export function readTextList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  const texts = items.map(readText).filter((text): text is string => text !== undefined);
  return [...new Set(texts)];
}

/** A map of non-negative numbers; entries that are not numbers are dropped. */
export function readNumberMap(value: unknown, round: (n: number) => number = (n) => n): Record<string, number> {
  if (!isRecord(value)) return {};
  const entries: [string, number][] = [];
  for (const [key, raw] of Object.entries(value)) {
    const number = readNumber(raw);
    const name = key.trim();
    if (number !== undefined && number >= 0 && name !== '') entries.push([name, round(number)]);
  }
  // fromEntries defines own properties, so a '__proto__' key stays data.
  return Object.fromEntries(entries);
}
