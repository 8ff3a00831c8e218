// What the Create Response Schema form sends, read from what was typed: tags are comma-separated,
// and the schema text must be a JSON object.
import { ANALYSIS_TEXT } from './analysisMessages.js';
import type { NewSchema } from './analysisApi.js';

export interface SchemaFormValues {
  name: string;
  description: string;
  tags: string;
  schemaText: string;
}

export type SchemaFormResult =
  { ok: true; schema: NewSchema } | { ok: false; field: 'name' | 'schema'; message: string };

export function readSchemaForm(values: SchemaFormValues): SchemaFormResult {
  const name = values.name.trim();
  if (!name) return { ok: false, field: 'name', message: 'Schema name is required' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(values.schemaText);
  } catch {
    return { ok: false, field: 'schema', message: ANALYSIS_TEXT.schemaNotJson };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      ok: false,
      field: 'schema',
      message: `${ANALYSIS_TEXT.createSchemaFailed}: the schema must be a JSON object`,
    };
  }
  const tags = values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    ok: true,
    schema: {
      name,
      description: values.description.trim(),
      schema: parsed as Record<string, unknown>,
      tags: [...new Set(tags)],
    },
  };
}
