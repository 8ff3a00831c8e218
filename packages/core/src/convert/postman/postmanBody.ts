/** Request bodies in Postman files (every mode of the v2.1 schema) and back. */
import { RAW_LANGUAGES, type Body, type FormPart } from '../../model/body.js';
import type { KeyValue } from '../../model/keyValue.js';
import { methodCarriesBody } from '../../model/method.js';
import { variableText } from '../../model/variable.js';
import { importKeyValues } from './postmanKeyValues.js';
import { descriptionOf, isRecord, isSwitchedOn, looseText, recordsOf, textOf, type JsonRecord } from '../untrusted.js';

export interface ImportedBody {
  body: Body;
  warning?: string;
}

type RawLanguage = (typeof RAW_LANGUAGES)[number];

const JSON_CONTENT_TYPE = /^application\/(\S+\+)?json/;

/**
 * A raw body without a language is JSON to Postman when its Content-Type header says so (it then
 * strips the body's comments before sending): such a body is imported as JSON. postman-runtime
 * reads that header through the list's lookup: a single one counts even when switched off; among
 * several, the first switched-on one does, and when all are off nothing says it is not JSON.
 */
function rawLanguage(options: unknown, headers: KeyValue[]): RawLanguage {
  const language = isRecord(options) && isRecord(options['raw']) ? options['raw']['language'] : undefined;
  if ((RAW_LANGUAGES as readonly unknown[]).includes(language)) return language as RawLanguage;
  if (language !== undefined) return 'text';
  const types = headers.filter((header) => header.key.toLowerCase() === 'content-type');
  if (types.length === 0) return 'text';
  const type = types.length === 1 ? types[0] : types.find((header) => header.enabled !== false);
  return type === undefined || JSON_CONTENT_TYPE.test(type.value) ? 'json' : 'text';
}

function optionalFields(row: JsonRecord): { contentType?: string; description?: string } {
  const description = descriptionOf(row['description']);
  return {
    ...(typeof row['contentType'] === 'string' && { contentType: row['contentType'] }),
    ...(description !== undefined && { description }),
  };
}

function formParts(rows: unknown): FormPart[] {
  return recordsOf(rows).map((row): FormPart => {
    const common = { key: looseText(row['key']), enabled: isSwitchedOn(row), ...optionalFields(row) };
    const src = row['src'];
    if (row['type'] === 'file' || (row['type'] === undefined && src !== undefined)) {
      const files =
        typeof src === 'string' ? [src] : Array.isArray(src) ? src.filter((s) => typeof s === 'string') : [];
      return { ...common, type: 'file', src: files };
    }
    return { ...common, type: 'text', value: looseText(row['value']) };
  });
}

function graphqlVariables(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
}

/** `headers` are the request's, imported: they tell a raw body's language when the file gives none. */
export function importBody(definition: unknown, headers: KeyValue[]): ImportedBody {
  if (!isRecord(definition)) return { body: { mode: 'none' } };
  const mode = definition['mode'];
  // Postman sends nothing for a switched-off body; the model has no switch, so the body stays out.
  if (definition['disabled'] === true) {
    return { body: { mode: 'none' }, warning: 'its body is switched off in Postman and was not imported' };
  }
  switch (mode) {
    case 'raw':
      return {
        body: { mode: 'raw', raw: looseText(definition['raw']), language: rawLanguage(definition['options'], headers) },
      };
    case 'urlencoded':
      return { body: { mode: 'urlencoded', urlencoded: importKeyValues(definition['urlencoded']) } };
    case 'formdata':
      return { body: { mode: 'formdata', formdata: formParts(definition['formdata']) } };
    case 'file': {
      const file = definition['file'];
      return { body: { mode: 'file', src: isRecord(file) ? textOf(file['src']) : '' } };
    }
    case 'graphql': {
      const graphql = isRecord(definition['graphql']) ? definition['graphql'] : {};
      return {
        body: { mode: 'graphql', query: textOf(graphql['query']), variables: graphqlVariables(graphql['variables']) },
      };
    }
    case undefined:
    case null:
      return { body: { mode: 'none' } };
    default:
      return { body: { mode: 'none' }, warning: `body mode '${variableText(mode)}' is not supported and was left out` };
  }
}

function rowExtras(row: { enabled: boolean; contentType?: string | undefined; description?: string | undefined }) {
  return {
    ...(row.enabled ? {} : { disabled: true }),
    ...(row.contentType !== undefined && { contentType: row.contentType }),
    ...(row.description !== undefined && { description: row.description }),
  };
}

function exportFormPart(part: FormPart): JsonRecord {
  if (part.type === 'text') return { key: part.key, value: part.value, type: 'text', ...rowExtras(part) };
  // One file is written as text, as Postman does; several as a list.
  const src = part.src.length === 1 ? part.src[0] : part.src;
  return { key: part.key, type: 'file', src, ...rowExtras(part) };
}

/**
 * The v2.1 body, or undefined. In the web app's exports only POST, PUT and PATCH carry a body;
 * `everyMethod` keeps the body of any method, as Postman and Newman do (a GET's body is sent with
 * `disableBodyPruning`).
 */
export function exportBody(body: Body, method: string, everyMethod = false): JsonRecord | undefined {
  if (!everyMethod && !methodCarriesBody(method)) return undefined;
  switch (body.mode) {
    case 'none':
      return undefined;
    case 'raw':
      return {
        mode: 'raw',
        raw: body.raw,
        ...(body.language !== 'text' && { options: { raw: { language: body.language } } }),
      };
    case 'urlencoded':
      return {
        mode: 'urlencoded',
        urlencoded: body.urlencoded.map((row) => ({ key: row.key, value: row.value, type: 'text', ...rowExtras(row) })),
      };
    case 'formdata':
      return { mode: 'formdata', formdata: body.formdata.map(exportFormPart) };
    case 'file':
      return { mode: 'file', file: { src: body.src } };
    case 'graphql':
      return { mode: 'graphql', graphql: { query: body.query, variables: body.variables } };
  }
}
