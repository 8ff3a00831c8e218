// Converters only: httpsnippet's entry point loads Node-only modules (see snippetRequest.ts).
import { targets } from 'httpsnippet/dist/targets/targets.js';
import type { TargetId } from 'httpsnippet/dist/targets/targets.js';
import type { Request as SnippetRequest } from 'httpsnippet/dist/httpsnippet.js';
import { messageOf } from '../errors.js';
import type { HttpRequest } from '../model/request.js';
import { resolveCodegenLanguage } from './codegenTargets.js';
import { CodegenError } from './errors.js';
import { toSnippetRequest } from './snippetRequest.js';
import { toHarRequest } from './toHarRequest.js';
import { protectUrlPlaceholders } from './urlPlaceholders.js';

/**
 * The raw HTTP/1.1 converter computes Content-Length with Node's Buffer, which browsers lack,
 * unless the header is there; it is set here instead, counting UTF-8 bytes (RFC 9110 §8.6).
 */
function addContentLength(snippetRequest: SnippetRequest): void {
  const text = snippetRequest.postData.text;
  const present = Object.keys(snippetRequest.allHeaders).some((name) => name.toLowerCase() === 'content-length');
  if (text && !present) snippetRequest.allHeaders['content-length'] = String(new TextEncoder().encode(text).length);
}

export interface CodegenOptions {
  /** Keep the body of every method, not only POST, PUT and PATCH (`toHarRequest`). */
  everyMethodBody?: boolean;
  /** httpsnippet's per-client options (indent, shortFlags for curl, …), passed through. */
  client?: Record<string, unknown>;
}

/**
 * A snippet that sends `request`. The request should already have its variables
 * resolved (`resolveRequest`); placeholders left in it are printed as written. Throws only
 * `CodegenError` with the texts users see.
 */
export function generateCode(
  request: HttpRequest | null | undefined,
  language: string,
  options?: CodegenOptions,
): string {
  if (!request) throw new CodegenError('NO_REQUEST');
  const pair = resolveCodegenLanguage(language);
  if (!pair) throw new CodegenError('UNSUPPORTED_LANGUAGE', language);
  try {
    const client = targets[pair.target as TargetId].clientsById[pair.client];
    if (!client) throw new Error(`httpsnippet has no ${pair.target}/${pair.client} client`);
    const url = protectUrlPlaceholders(request.url, JSON.stringify(request));
    const snippetRequest = toSnippetRequest(toHarRequest({ ...request, url: url.url }, options?.everyMethodBody));
    if (pair.target === 'http') addContentLength(snippetRequest);
    return url.restore(client.convert(snippetRequest, options?.client));
  } catch (thrown) {
    throw new CodegenError('CODEGEN_FAILED', messageOf(thrown), { cause: thrown });
  }
}
