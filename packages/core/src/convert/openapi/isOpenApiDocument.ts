import { isRecord, type JsonRecord } from '../untrusted.js';

/**
 * An OpenAPI 3.x document says `openapi: 3.…`, a Swagger one `swagger: 2.0`; YAML may write the
 * version as a number. A document with no operations yet (only components or webhooks) is still
 * one, and imports as an empty collection rather than as an unsupported file.
 */
export function isOpenApiDocument(file: JsonRecord): boolean {
  const openapi = file['openapi'];
  const swagger = file['swagger'];
  const declared = (typeof openapi === 'string' && /^3\./.test(openapi)) || String(swagger) === '2.0' || swagger === 2;
  return declared && (isRecord(file['paths']) || isRecord(file['components']) || isRecord(file['webhooks']));
}
