// An OpenAPI document of any version in, one shape out: Swagger 2.0 and OpenAPI 3.0 are upgraded
// to 3.1 and every `$ref` is replaced by what it points at, by Scalar's parser, so the mapping
// reads one version with no references. Circular schemas become circular objects; whatever walks
// schemas afterwards (openapi-sampler) stops at a depth.
import { dereference, upgrade } from '@scalar/openapi-parser';
import { messageOf } from '../../errors.js';
import { ImportError } from '../errors.js';
import { isRecord, type JsonRecord } from '../untrusted.js';

export interface OpenApiDocument {
  /** The document as 3.1, references resolved: may hold cycles, so never serialised. */
  document: JsonRecord;
  /** The version the file declared: '2.0', '3.0.3', '3.1.0'. */
  declaredVersion: string;
  /** References that lead nowhere: what they stood for is left out, and the user is told. */
  warnings: string[];
}

function declaredVersionOf(file: JsonRecord): string {
  return String(file['openapi'] ?? file['swagger'] ?? '');
}

/** Reads an OpenAPI document, or throws an ImportError naming what is wrong. */
export function readOpenApi(file: JsonRecord): OpenApiDocument {
  const declaredVersion = declaredVersionOf(file);
  // The upgrade rewrites the object it is given; the caller keeps the document as written.
  const copy = structuredClone(file);
  if (copy['swagger'] === 2) copy['swagger'] = '2.0';
  let upgraded: unknown;
  try {
    upgraded = upgrade(copy).specification;
  } catch (error) {
    throw new ImportError(
      'IMPORT_FAILED',
      `the OpenAPI ${declaredVersion} document cannot be read: ${messageOf(error)}`,
      {
        cause: error,
      },
    );
  }
  if (!isRecord(upgraded)) throw new ImportError('IMPORT_FAILED', `the OpenAPI ${declaredVersion} document is empty`);
  if (upgraded['paths'] !== undefined && !isRecord(upgraded['paths'])) {
    throw new ImportError('IMPORT_FAILED', 'OpenAPI document: "paths" must be an object of path templates');
  }
  const { schema, errors = [] } = dereference(upgraded);
  // A reference that leads nowhere leaves a hole in one schema; the rest of the API still imports.
  const warnings = [...new Set(errors.map((error) => `${error.message}: left out`))];
  return { document: isRecord(schema) ? schema : upgraded, declaredVersion, warnings };
}
