import type { HarRequest } from 'httpsnippet/dist/httpsnippet.js';
import type { Auth } from '../model/auth.js';
import { methodCarriesBody } from '../model/method.js';
import type { HttpRequest } from '../model/request.js';
import { applyApiKey, applyBasic, applyBearer, applyOAuth2 } from '../send/auth/simple.js';
import { hasHeader, toTransportRequest } from '../send/prepare.js';
import type { TransportBody, TransportRequest } from '../send/transport.js';

type PostData = HarRequest['postData'];
type Header = { name: string; value: string };

/**
 * A resolved request as a HAR 1.2 request (what httpsnippet reads). It goes through the send
 * pipeline's own preparation, so a snippet shows what Send would send: path variables
 * substituted, a scheme added, disabled rows dropped, the default Content-Type of each body mode.
 * By default only POST, PUT and PATCH keep their body, the methods the web builder shows one for;
 * `everyMethodBody` keeps a DELETE's or a custom method's body too, as Postman's code generators
 * and `courier run` do (the methods Postman prunes, GET and HEAD among them, still lose theirs, as
 * when sent). Auth that only adds a header or a
 * query parameter (bearer, basic, API key, OAuth 2.0 token) is applied; schemes that sign each
 * request with a nonce and the time (digest, OAuth 1.0, Hawk, AWS) are left out, since a
 * signature frozen into a snippet would be refused when the snippet runs.
 */
export function toHarRequest(request: HttpRequest, everyMethodBody = false): HarRequest {
  const withoutPrunedBody: HttpRequest =
    everyMethodBody || methodCarriesBody(request.method) ? request : { ...request, body: { mode: 'none' } };
  const prepared = withAuth(toTransportRequest(withoutPrunedBody), request.auth);
  const headers: Header[] = prepared.headers.map(({ name, value }) => ({ name, value }));
  return {
    method: prepared.method,
    url: prepared.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    // httpsnippet's own default for a request without a body: no text, no params, so no body code.
    postData: prepared.body ? postDataOf(prepared.body, headers) : { mimeType: 'application/octet-stream' },
  };
}

function withAuth(request: TransportRequest, auth: Auth): TransportRequest {
  switch (auth.type) {
    case 'bearer':
      return applyBearer(request, auth);
    case 'basic':
      return applyBasic(request, auth);
    case 'apikey':
      return applyApiKey(request, auth);
    case 'oauth2':
      return applyOAuth2(request, auth);
    default:
      return request;
  }
}

function contentTypeOf(headers: Header[]): string | undefined {
  return headers.find((header) => header.name.toLowerCase() === 'content-type')?.value;
}

function postDataOf(body: TransportBody, headers: Header[]): PostData {
  switch (body.type) {
    case 'text':
      return { mimeType: contentTypeOf(headers) ?? 'text/plain', text: body.text };
    case 'base64':
      return { mimeType: contentTypeOf(headers) ?? 'application/octet-stream', text: atob(body.data) };
    case 'urlencoded': {
      // The transport adds this type itself; a snippet must say it, or its client sends none.
      const mimeType = 'application/x-www-form-urlencoded';
      if (!hasHeader(headers, 'content-type')) headers.push({ name: 'Content-Type', value: mimeType });
      return { mimeType, params: body.fields.map(({ key, value }) => ({ name: key, value })) };
    }
    case 'multipart':
      // httpsnippet writes the multipart Content-Type (with its boundary) itself.
      return {
        mimeType: 'multipart/form-data',
        params: body.parts.map((part) => {
          const contentType = part.contentType ? { contentType: part.contentType } : {};
          if (part.kind === 'text') return { name: part.name, value: part.value, ...contentType };
          const fileName = part.kind === 'file' ? part.path : part.fileName;
          return { name: part.name, fileName, ...contentType };
        }),
      };
    case 'file':
      // Postman's code generator does the same: the bytes are not known here, the path is.
      return {
        mimeType: contentTypeOf(headers) ?? 'application/octet-stream',
        text: `<file contents here: ${body.path}>`,
      };
  }
}
