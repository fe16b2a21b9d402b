import { parseRupeesInput } from '@vastra/domain/money';
import { PRICING_MESSAGES as P, PRICING_OFFER_SCREEN_MESSAGES as S } from '@vastra/domain/pricing';
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';

// Reading a back-office form's texts (rupees, whole numbers, IST date-times) into a contract body, and its issues
// into react-hook-form's errors: the offer form and the sale price form share them.

const IST_OFFSET_MS = 330 * 60_000;

/** An ISO moment as the IST date-time a datetime-local field shows ('2026-12-01T00:00'). */
export function istInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** An IST date-time typed in a datetime-local field as the ISO moment the API reads, or null when unreadable. */
export function isoOfIstInput(text: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00+05:30` : null;
}

/** Reads the typed texts into the body's numbers, noting each text that is not one under its field's name. */
export class Reader {
  readonly issues = new Map<string, string>();
  private note(path: string, message: string) {
    if (!this.issues.has(path)) this.issues.set(path, message);
    return Number.NaN;
  }
  rupees(path: string, value: string, optional = false): number | null {
    if (value.trim() === '') return optional ? null : this.note(path, S.rupeesFormat);
    return parseRupeesInput(value) ?? this.note(path, S.rupeesFormat);
  }
  whole(path: string, value: string, optional = false, message: string = S.wholeNumber): number | null {
    const trimmed = value.trim();
    if (trimmed === '') return optional ? null : this.note(path, message);
    return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : this.note(path, message);
  }
  percent(path: string, value: string): number | null {
    return this.whole(path, value, false, value.trim() === '' ? P.percentRange : P.percentWhole);
  }
  moment(path: string, value: string, optional = false): string | null {
    if (value.trim() === '') return optional ? null : (this.note(path, S.dateTimeRequired), '');
    return isoOfIstInput(value) ?? (this.note(path, S.dateTimeRequired), '');
  }
}

/** Nests 'tiers.0.percent' → { tiers: [{ percent: error }] }, as react-hook-form keeps its errors. */
export function nest<T extends FieldValues>(flat: Map<string, string>): FieldErrors<T> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of flat) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key, i) => {
      const next = keys[i + 1] ?? '';
      node[key] ??= /^\d+$/.test(next) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    const error: FieldError = { type: 'validate', message };
    node[keys[keys.length - 1] ?? path] = error;
  }
  return root as FieldErrors<T>;
}

/**
 * The contract's check of a body (a `zodResolver` over its schema, `raw`: the values handed on are the body as sent
 * over the wire) with the texts that were not numbers laid over it: their own message wins on their field.
 */
export async function checkedBody<T extends FieldValues, Body>(
  contract: Resolver<FieldValues, unknown, Body>,
  body: Record<string, unknown>,
  issues: Map<string, string>,
  options: Parameters<Resolver<T, unknown, Body>>[2],
): Promise<ResolverResult<T, Body>> {
  const result = await contract(body, undefined, options as never);
  if (issues.size === 0 && Object.keys(result.errors).length === 0) return result as ResolverResult<T, Body>;
  const errors = overlay(result.errors, nest<T>(issues));
  return { values: {}, errors: errors as FieldErrors<T> };
}

function overlay(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = Array.isArray(base) ? Object.assign([], base) : { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    const isError = typeof value === 'object' && value !== null && 'message' in value;
    merged[key] =
      !isError && typeof below === 'object' && below !== null
        ? overlay(below as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return merged;
}
