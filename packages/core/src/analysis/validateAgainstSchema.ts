// Validating a body against a JSON Schema with ajv 8. Ajv compiles a schema to JavaScript, so this
// runs on the server and in Node only: it is exported from core's Node-safe entry, not the browser's.
import { Ajv, type ErrorObject, type Options } from 'ajv8';
import { Ajv2019 } from 'ajv8/dist/2019.js';
import { Ajv2020 } from 'ajv8/dist/2020.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { AnalysisError } from './errors.js';
import { pathFromPointer } from './jsonPath.js';

interface SchemaValidationError {
  /** Where in the body: "$.items[2].price". */
  path: string;
  message: string;
  /** The JSON Schema keyword that failed ("type", "required", …). */
  keyword: string;
}

export interface SchemaValidationResult {
  valid: boolean;
  errors: SchemaValidationError[];
  /** What ajv ignored in the schema (unknown keywords or formats), and a note when errors were cut. */
  warnings: string[];
}

/** A 5 MB array can fail on every item; the first errors say what is wrong, the count says how much. */
export const MAX_REPORTED_ERRORS = 100;

const DIALECTS = [
  { uris: ['http://json-schema.org/draft-07/schema'], create: (options: Options) => new Ajv(options) },
  { uris: ['https://json-schema.org/draft/2019-09/schema'], create: (options: Options) => new Ajv2019(options) },
  { uris: ['https://json-schema.org/draft/2020-12/schema'], create: (options: Options) => new Ajv2020(options) },
];

function dialectOf(schema: unknown): (typeof DIALECTS)[number] {
  const declared =
    typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  if (declared === undefined) return DIALECTS[0]!;
  const uri =
    typeof declared === 'string'
      ? declared.replace(/#$/, '').replace(/^http:\/\/json-schema\.org\/draft\/20/, 'https://json-schema.org/draft/20')
      : '';
  const dialect = DIALECTS.find((candidate) => candidate.uris.includes(uri));
  if (!dialect) {
    throw new AnalysisError(
      'INVALID_SCHEMA',
      `Unsupported $schema ${JSON.stringify(declared)}: use http://json-schema.org/draft-07/schema# or https://json-schema.org/draft/2020-12/schema`,
    );
  }
  return dialect;
}

/** A fresh ajv per schema: its logger collects this schema's warnings, and nothing is cached across users. */
function compile(schema: unknown, warnings: string[]) {
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema))) {
    throw new AnalysisError('INVALID_SCHEMA', 'A schema must be a JSON object');
  }
  const ajv = dialectOf(schema).create({
    allErrors: true,
    formats: fullFormats,
    // Schemas written for other tools carry their own keywords ("example", "x-…"): warn, don't refuse.
    strictSchema: 'log',
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    logger: {
      log: () => undefined,
      warn: (...parts: unknown[]) => warnings.push(parts.join(' ')),
      error: () => undefined,
    },
  });
  try {
    return ajv.compile(schema as object | boolean);
  } catch (error) {
    throw new AnalysisError('INVALID_SCHEMA', error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** Whether ajv accepts `schema`, with ajv's own message when it does not. */
export function checkSchema(schema: unknown): { ok: true } | { ok: false; message: string } {
  try {
    compile(schema, []);
    return { ok: true };
  } catch (error) {
    if (error instanceof AnalysisError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Validates `data`; throws INVALID_SCHEMA (with ajv's message) when the schema itself is bad. */
export function validateAgainstSchema(schema: unknown, data: unknown): SchemaValidationResult {
  const warnings: string[] = [];
  const validate = compile(schema, warnings);
  if (validate(data)) return { valid: true, errors: [], warnings };
  const all = validate.errors ?? [];
  if (all.length > MAX_REPORTED_ERRORS) {
    warnings.push(`Showing the first ${MAX_REPORTED_ERRORS} of ${all.length} errors`);
  }
  const errors = all.slice(0, MAX_REPORTED_ERRORS).map((error) => ({
    path: pathFromPointer(error.instancePath, data),
    message: messageOf(error),
    keyword: error.keyword,
  }));
  return { valid: false, errors, warnings };
}

/** Ajv's message, completed with the detail its params hold for the keywords that leave it out. */
function messageOf(error: ErrorObject): string {
  const message = error.message ?? `must pass "${error.keyword}"`;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `${message}: '${String(params.additionalProperty)}'`;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `${message}: ${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return message;
}
