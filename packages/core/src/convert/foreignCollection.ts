/** What every importer of another tool's files shares: the model's defaults, and one error naming the format. */
import { CollectionSchema, type Collection } from '../model/collection.js';
import { EnvironmentSchema, type Environment } from '../model/environment.js';
import type { KeyValue } from '../model/keyValue.js';
import { describeIssues } from '../model/parse.js';
import { ImportError } from './errors.js';

/**
 * A collection built by an importer, checked and completed with the model's defaults (a request's
 * missing headers, a folder's auth…). A problem names the format the file was read as.
 */
export function toCollection(candidate: unknown, format: string): Collection {
  const parsed = CollectionSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new ImportError('IMPORT_FAILED', `${format}: ${describeIssues(parsed.error)}`, { cause: parsed.error });
  }
  return { ...parsed.data, imported: true };
}

export function toEnvironment(candidate: unknown, format: string): Environment {
  const parsed = EnvironmentSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new ImportError('IMPORT_FAILED', `${format}: ${describeIssues(parsed.error)}`, { cause: parsed.error });
  }
  return parsed.data;
}

/** A refusal naming the format the file looks like and the field that is wrong. */
export function malformed(format: string, field: string, problem: string): ImportError {
  return new ImportError('IMPORT_FAILED', `${format}: ${field} ${problem}`);
}

/**
 * The model keeps switched-on query parameters in the URL (what is sent) and switched-off ones
 * beside it, as Postman does; other tools list them apart from the URL.
 */
export function withQuery(url: string, query: readonly KeyValue[]): { url: string; disabledQuery?: KeyValue[] } {
  const on = query.filter((row) => row.enabled);
  const off = query.filter((row) => !row.enabled);
  const joined = on.map((row) => (row.value === '' ? row.key : `${row.key}=${row.value}`)).join('&');
  return {
    url: joined === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${joined}`,
    ...(off.length > 0 && { disabledQuery: off }),
  };
}

/**
 * Headers a folder or collection adds to every request below it. The model's folders carry no
 * headers; Postman's answer is a pre-request script at that level, which is what they become.
 */
export function headersScript(headers: readonly KeyValue[]): string {
  return headers
    .filter((header) => header.enabled)
    .map((header) => `pm.request.headers.upsert(${JSON.stringify({ key: header.key, value: header.value })});`)
    .join('\n');
}

/** Scripts joined in order, blank ones left out. */
export function joinScripts(...scripts: string[]): string {
  return scripts.filter((script) => script.trim() !== '').join('\n');
}
