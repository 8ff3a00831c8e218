// The value an OpenAPI parameter, media type or schema shows as its example, looked for where the
// specification allows one (the object's `example`, its named `examples`, its schema's `example`,
// `examples`, `default`, first `enum` value), as Postman's importer does.
import { isRecord, listOf } from '../untrusted.js';

export type Found = { found: true; value: unknown } | { found: false };

const NOT_FOUND: Found = { found: false };

/** `example`, then the first named example's `value` (an Example Object). */
function ownExample(holder: Record<string, unknown>): Found {
  if (holder['example'] !== undefined) return { found: true, value: holder['example'] };
  if (isRecord(holder['examples'])) {
    for (const example of Object.values(holder['examples'])) {
      if (isRecord(example) && example['value'] !== undefined) return { found: true, value: example['value'] };
    }
  }
  return NOT_FOUND;
}

/** A schema's example, default or first allowed value (3.1 lists `examples` as an array). */
function schemaExample(schema: unknown): Found {
  if (!isRecord(schema)) return NOT_FOUND;
  if (schema['example'] !== undefined) return { found: true, value: schema['example'] };
  const [first] = listOf(schema['examples']);
  if (first !== undefined) return { found: true, value: first };
  if (schema['default'] !== undefined) return { found: true, value: schema['default'] };
  if (schema['const'] !== undefined) return { found: true, value: schema['const'] };
  const [allowed] = listOf(schema['enum']);
  if (allowed !== undefined) return { found: true, value: allowed };
  const items = schema['items'];
  if (schema['type'] === 'array' && isRecord(items)) {
    const item = schemaExample(items);
    return item.found ? { found: true, value: [item.value] } : NOT_FOUND;
  }
  return NOT_FOUND;
}

/** The example of a parameter or media type: its own first, then its schema's. */
export function exampleOf(holder: unknown): Found {
  if (!isRecord(holder)) return NOT_FOUND;
  const own = ownExample(holder);
  return own.found ? own : schemaExample(holder['schema']);
}

/** What a user fills in when the document gives no value: Postman's `<string>`, `<integer>`… */
function placeholderOf(schema: unknown): string {
  if (!isRecord(schema)) return '<string>';
  const type = Array.isArray(schema['type']) ? schema['type'].find((name) => name !== 'null') : schema['type'];
  const format = typeof schema['format'] === 'string' ? schema['format'] : undefined;
  if (typeof type !== 'string') return '<string>';
  return `<${format && type !== 'string' ? format : (format ?? type)}>`;
}

/** A value as it goes in a URL, header or form field: lists comma-separated, objects as JSON. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldText).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The text for a parameter: its example or default, else a placeholder naming its type. */
export function parameterValue(parameter: unknown): string {
  const example = exampleOf(parameter);
  if (example.found) return fieldText(example.value);
  return placeholderOf(isRecord(parameter) ? parameter['schema'] : undefined);
}
