import type { Body, RawBodySchema } from '../model/body.js';
import type { KeyValue } from '../model/keyValue.js';
import type { HttpRequest, ProtocolProfileBehavior } from '../model/request.js';
import type * as z from 'zod';
import { graphqlVariablesOf } from '../graphql/variables.js';
import { invalidUrl, withScheme } from './requestUrl.js';
import type { EventStreamOptions, TransportBody, TransportRequest } from './transport.js';

export interface PrepareOptions {
  /** Total deadline in milliseconds (30000 by default, applied by the caller). */
  timeoutMs?: number;
  /** Postman's per-request switches; unknown keys are ignored. */
  protocolProfileBehavior?: ProtocolProfileBehavior;
  maxResponseBytes?: number;
  signal?: AbortSignal;
  eventStream?: EventStreamOptions;
}

type RawLanguage = z.infer<typeof RawBodySchema>['language'];

/** The Content-Type Postman sends for a raw body of each language when the user set none. */
const RAW_CONTENT_TYPES: Record<RawLanguage, string> = {
  json: 'application/json',
  text: 'text/plain',
  javascript: 'application/javascript',
  xml: 'application/xml',
  html: 'text/html',
  graphql: 'application/graphql',
};

/**
 * Postman drops the body of these methods unless `disableBodyPruning` is on (postman-runtime's
 * request sanitiser), so a GET carrying a leftover body is sent without it.
 */
export const BODY_PRUNED_METHODS: ReadonlySet<string> = new Set(['GET', 'COPY', 'HEAD', 'PURGE', 'UNLOCK']);

/**
 * Turns a variable-resolved request into what a Transport sends: path variables substituted, a
 * scheme added when missing, disabled rows dropped, the body encoded with its default
 * Content-Type, and Postman's protocolProfileBehavior mapped. Auth is NOT applied here: the
 * effective auth (after `inherit`) is known only to the pipeline, which hands it to `sendWithAuth`.
 */
export function toTransportRequest(request: HttpRequest, options: PrepareOptions = {}): TransportRequest {
  const url = substitutePathVariables(withScheme(request.url), request.pathVariables);
  // Refuses, before anything else, a URL that does not parse; the transport parses it to send.
  if (!URL.canParse(url)) throw invalidUrl(url);
  const method = request.method.toUpperCase();
  const headers = enabledRows(request.headers).map(({ key, value }) => ({ name: key, value }));
  const behavior = options.protocolProfileBehavior ?? {};

  const prune = BODY_PRUNED_METHODS.has(method) && behavior.disableBodyPruning !== true;
  const encoded = prune ? undefined : encodeBody(request.body);
  if (encoded?.contentType && !hasHeader(headers, 'content-type')) {
    headers.push({ name: 'Content-Type', value: encoded.contentType });
  }

  const prepared: TransportRequest = { method, url, headers };
  if (encoded) prepared.body = encoded.body;
  if (options.timeoutMs !== undefined) prepared.timeoutMs = options.timeoutMs;
  if (options.maxResponseBytes !== undefined) prepared.maxResponseBytes = options.maxResponseBytes;
  if (options.signal) prepared.signal = options.signal;
  if (options.eventStream) prepared.eventStream = options.eventStream;
  applyProtocolProfileBehavior(prepared, behavior);
  return prepared;
}

export function hasHeader(headers: TransportRequest['headers'], name: string): boolean {
  const wanted = name.toLowerCase();
  return headers.some((header) => header.name.toLowerCase() === wanted);
}

function enabledRows(rows: KeyValue[]): KeyValue[] {
  return rows.filter((row) => row.enabled !== false && row.key !== '');
}

/** Replaces `:name` path segments with their values (Postman's `url.variable`); unknown names stay. */
function substitutePathVariables(url: string, variables: KeyValue[]): string {
  if (variables.length === 0) return url;
  const values = new Map(variables.filter((v) => v.enabled !== false).map((v) => [v.key, v.value]));
  if (values.size === 0) return url;
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)(.*)$/is.exec(url);
  if (!match) return url;
  const [, origin = '', path = '', rest = ''] = match;
  const substituted = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values.get(segment.slice(1));
      return value === undefined ? segment : value;
    })
    .join('/');
  return origin + substituted + rest;
}

interface EncodedBody {
  body: TransportBody;
  /** Added when the request has no Content-Type header of its own. */
  contentType?: string;
}

function encodeBody(body: Body): EncodedBody | undefined {
  switch (body.mode) {
    case 'none':
      return undefined;
    case 'raw':
      if (body.raw === '') return undefined;
      return { body: { type: 'text', text: body.raw }, contentType: RAW_CONTENT_TYPES[body.language] };
    case 'urlencoded':
      // The transport adds application/x-www-form-urlencoded: it belongs to the body type.
      return {
        body: {
          type: 'urlencoded',
          // A field without a name is still sent (`=value`), as postman-runtime does; only the
          // switched-off ones stay out.
          fields: body.urlencoded.filter((row) => row.enabled !== false).map(({ key, value }) => ({ key, value })),
        },
      };
    case 'formdata':
      return { body: { type: 'multipart', parts: formParts(body) } };
    case 'file': {
      const contentType = body.contentType ?? (body.picked?.type || undefined);
      const typed = contentType ? { contentType } : {};
      if (body.picked?.data !== undefined) return { body: { type: 'base64', data: body.picked.data }, ...typed };
      if (body.src === '') return undefined;
      return { body: { type: 'file', path: body.src }, ...typed };
    }
    case 'graphql':
      return {
        body: { type: 'text', text: graphqlPayload(body.query, body.variables) },
        contentType: 'application/json',
      };
  }
}

type MultipartPart = Extract<TransportBody, { type: 'multipart' }>['parts'][number];

function formParts(body: Extract<Body, { mode: 'formdata' }>): MultipartPart[] {
  return body.formdata
    .filter((part) => part.enabled !== false && part.key !== '')
    .flatMap((part): MultipartPart[] => {
      const contentType = part.contentType ? { contentType: part.contentType } : {};
      if (part.type === 'text') return [{ kind: 'text', name: part.key, value: part.value, ...contentType }];
      const { picked } = part;
      if (picked?.data !== undefined) {
        const type = part.contentType ?? (picked.type || undefined);
        return [
          {
            kind: 'blob',
            name: part.key,
            fileName: picked.name,
            data: picked.data,
            ...(type ? { contentType: type } : {}),
          },
        ];
      }
      return part.src
        .filter((path) => path !== '')
        .map((path) => ({ kind: 'file', name: part.key, path, ...contentType }));
    });
}

function graphqlPayload(query: string, variablesText: string): string {
  const variables = graphqlVariablesOf(variablesText);
  return JSON.stringify(variables ? { query, variables } : { query });
}

function applyProtocolProfileBehavior(prepared: TransportRequest, behavior: ProtocolProfileBehavior): void {
  if (typeof behavior.followRedirects === 'boolean') prepared.followRedirects = behavior.followRedirects;
  if (typeof behavior.followOriginalHttpMethod === 'boolean') {
    prepared.followOriginalHttpMethod = behavior.followOriginalHttpMethod;
  }
  if (typeof behavior.removeRefererHeaderOnRedirect === 'boolean') {
    prepared.removeRefererHeaderOnRedirect = behavior.removeRefererHeaderOnRedirect;
  }
  if (
    typeof behavior.maxRedirects === 'number' &&
    Number.isInteger(behavior.maxRedirects) &&
    behavior.maxRedirects >= 0
  ) {
    prepared.maxRedirects = behavior.maxRedirects;
  }
  if (typeof behavior.strictSSL === 'boolean') prepared.strictSSL = behavior.strictSSL;
  if (behavior.disableUrlEncoding === true) prepared.disableUrlEncoding = true;
  const disabled = behavior.disabledSystemHeaders;
  if (disabled !== null && typeof disabled === 'object') {
    const names = Object.entries(disabled).flatMap(([name, off]) => (off === true ? [name.toLowerCase()] : []));
    if (names.length > 0) prepared.disabledSystemHeaders = names;
  }
}
