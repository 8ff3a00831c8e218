// Per-field messages from a form schema, for forms that show each problem under its field.
import type * as z from 'zod';

/** The first problem of each field that has one. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Checks `values` with `schema`; a field's first issue wins, as the server reports the first too. */
export function fieldErrors<F extends string>(schema: z.ZodType, values: Record<F, string>): FieldErrors<F> {
  const result = schema.safeParse(values);
  const errors: FieldErrors<F> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as F] = issue.message;
  }
  return errors;
}
