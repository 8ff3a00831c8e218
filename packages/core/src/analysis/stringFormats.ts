// The string formats schema inference recognises, checked with ajv-formats' own definitions so an
// inferred schema always validates the samples it came from.
import { fullFormats } from 'ajv-formats/dist/formats.js';

/** Most specific first: a date-time is not also reported as a date. */
export const INFERRED_FORMATS = ['date-time', 'date', 'email', 'uuid', 'uri'] as const;
export type InferredFormat = (typeof INFERRED_FORMATS)[number];

export function matchesFormat(format: InferredFormat, value: string): boolean {
  // A bare "scheme:rest" is a valid URI, but only web addresses say "this is a link" in a body.
  if (format === 'uri' && !/^https?:\/\//i.test(value)) return false;
  // A definition is a RegExp, a function or { validate } holding one of the two.
  const definition: unknown = fullFormats[format];
  const check =
    definition instanceof RegExp || typeof definition === 'function'
      ? definition
      : (definition as { validate: unknown }).validate;
  if (check instanceof RegExp) return check.test(value);
  return typeof check === 'function' && (check as (text: string) => unknown)(value) === true;
}
