import * as z from 'zod';

/**
 * A variable of an environment, a collection, a folder or the globals. Values are any JSON value
 * because scripts store numbers, booleans and objects (`pm.environment.set('n', 5)`) and Postman
 * files carry typed values; substitution turns them into text with `placeholderText`.
 */
export const VariableSchema = z.object({
  key: z.string(),
  value: z.json().default(''),
  enabled: z.boolean().default(true),
  type: z.enum(['default', 'secret', 'any', 'string', 'number', 'boolean']).optional(),
  description: z.string().optional(),
});
export type Variable = z.infer<typeof VariableSchema>;

/**
 * The text a variable's value stands for inside a `{{placeholder}}`, converted as Postman converts
 * it (plain `String`, not JSON), because imported collections are written against that: an array
 * reads `1,2`, an object `[object Object]`, null `null`, a number as written.
 */
export function placeholderText(value: unknown): string {
  if (value === undefined) return '';
  try {
    return String(value);
  } catch {
    // An object whose `toString` key holds data has no text; Postman writes nothing for it either.
    return '';
  }
}

/** A value as readable text: objects and arrays as JSON (mock templates, messages). */
export function variableText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
