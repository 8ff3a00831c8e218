// A request's saved examples, in the shape Postman writes `response[]` (name, originalRequest, code,
// status, header, body). The model keeps them in that shape, so an export to Postman carries them as
// they are and the mock server answers from them; this file makes one from a response and reads one
// back for the web app to show and edit.
import type { KeyValue } from '../../model/keyValue.js';
import type { HttpRequest } from '../../model/request.js';
import type { Header, HttpResponse } from '../../model/response.js';
import type { JsonRecord } from '../untrusted.js';
import { isRecord, looseText } from '../untrusted.js';
import { exportBody, importBody } from './postmanBody.js';
import { exportHeaders, importHeaders } from './postmanHeaders.js';
import { exportUrl, importUrl } from './requestUrl.js';

/** The request part of an example: what was sent, as the user wrote it. */
export type ExampleRequest = Pick<HttpRequest, 'method' | 'url' | 'pathVariables' | 'headers' | 'body'>;

/** One saved example as the web app shows and edits it. */
export interface SavedExample {
  name: string;
  code: number;
  status: string;
  headers: Header[];
  body: string;
  request: ExampleRequest;
}

/** What the example tab can change: the name and the response part. */
export type ExampleEdit = Partial<Pick<SavedExample, 'name' | 'code' | 'status' | 'headers' | 'body'>>;

/** The name Save as example offers: the status line, as Postman's does. */
export function defaultExampleName(response: Pick<HttpResponse, 'status' | 'statusText'>): string {
  return `${response.status} ${response.statusText}`.trim();
}

function previewLanguage(headers: readonly Header[]): string {
  const type = headers.find((header) => header.name.toLowerCase() === 'content-type')?.value.toLowerCase() ?? '';
  if (type.includes('json')) return 'json';
  if (type.includes('html')) return 'html';
  if (type.includes('xml')) return 'xml';
  return 'text';
}

function responseHeaders(headers: readonly Header[]): JsonRecord[] {
  return headers.map((header) => ({ key: header.name, value: header.value }));
}

/**
 * The example Save as example keeps. The request is the one written in the builder, variables
 * unresolved, as Postman keeps `originalRequest`: it stays right in every environment and copies no
 * secret an environment holds. A binary body is left out: examples hold text.
 */
export function exampleOf(name: string, request: ExampleRequest, response: HttpResponse): JsonRecord {
  const body = exportBody(request.body, request.method, true);
  return {
    name: name.trim() || defaultExampleName(response),
    originalRequest: {
      method: request.method,
      header: exportHeaders(request.headers),
      ...(body && { body }),
      url: exportUrl(request),
    },
    status: response.statusText,
    code: response.status,
    _postman_previewlanguage: previewLanguage(response.headers),
    header: responseHeaders(response.headers),
    cookie: [],
    body: response.bodyEncoding === 'base64' ? '' : response.body,
  };
}

const headersOf = (rows: readonly KeyValue[]): Header[] =>
  rows.filter((row) => row.enabled).map((row) => ({ name: row.key, value: row.value }));

/** An example's name; one Postman left unnamed is called by its place, 'Example 2'. */
export function exampleName(example: JsonRecord, index: number): string {
  const name = example['name'];
  return typeof name === 'string' && name.trim() !== '' ? name : `Example ${index + 1}`;
}

/** An example as Courier or Postman wrote it, read for showing: what is missing reads as empty. */
export function readExample(example: JsonRecord, index: number): SavedExample {
  const original = isRecord(example['originalRequest']) ? example['originalRequest'] : {};
  const requestHeaders = importHeaders(original['header']);
  const code = example['code'];
  return {
    name: exampleName(example, index),
    code: typeof code === 'number' && Number.isInteger(code) ? code : 0,
    status: looseText(example['status']),
    headers: headersOf(importHeaders(example['header'])),
    body: looseText(example['body']),
    request: {
      method: typeof original['method'] === 'string' ? original['method'].toUpperCase() : 'GET',
      ...importUrl(original['url']),
      headers: requestHeaders,
      body: importBody(original['body'], requestHeaders).body,
    },
  };
}

/** The example with `edit` made, everything else it holds (its request, cookies, Postman's ids) kept. */
export function editExample(example: JsonRecord, edit: ExampleEdit): JsonRecord {
  return {
    ...example,
    ...(edit.name !== undefined && { name: edit.name.trim() }),
    ...(edit.code !== undefined && { code: edit.code }),
    ...(edit.status !== undefined && { status: edit.status }),
    ...(edit.headers !== undefined && {
      header: responseHeaders(edit.headers),
      _postman_previewlanguage: previewLanguage(edit.headers),
    }),
    ...(edit.body !== undefined && { body: edit.body }),
  };
}
