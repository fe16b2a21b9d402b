import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstError } from './first-error';

const schema = z
  .object({ name: z.string().min(1, { error: 'Name please' }), address: z.object({ pin: z.string().length(6) }) })
  .superRefine((value, ctx) => {
    if (value.name === 'x') ctx.addIssue({ code: 'custom', message: 'Not x', path: ['name'], input: value.name });
  });

async function errorsOf(values: unknown): Promise<FieldErrors> {
  const result = await zodResolver(schema)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

describe('firstError', () => {
  it("answers the schema's first issue with its dotted field", async () => {
    expect(firstError(await errorsOf({ name: '', address: { pin: '1' } }))).toEqual({
      field: 'name',
      message: 'Name please',
    });
    expect(firstError(await errorsOf({ name: 'Asha', address: { pin: '1' } }))?.field).toBe('address.pin');
  });

  it('answers null when the form has no error', () => {
    expect(firstError({})).toBeNull();
  });
});
