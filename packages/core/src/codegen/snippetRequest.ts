import type { HarRequest, Request as SnippetRequest } from 'httpsnippet/dist/httpsnippet.js';

/**
 * What httpsnippet's converters read, built from a HAR request. httpsnippet's own `HTTPSnippet`
 * class does this with Node's `url`, `querystring`, `form-data` and `event-stream`, which do not
 * exist in browsers (Vite would need polyfills for six Node modules); its target converters need
 * none of them. So core rebuilds the same fields with WHATWG URL and imports only the converters,
 * and code generation runs unchanged in Node and in the browser bundle.
 */
type Reduced = Record<string, string | string[]>;
/** A HAR 1.2 postData param (`@types/har-format` is not installed, so httpsnippet's own type is loose). */
interface HarParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

// httpsnippet's fixed boundary (httpsnippet.ts), so snippets match its documentation.
const BOUNDARY = '---011000010111000001101001';

/** httpsnippet's reducer: a repeated name becomes an array of its values. */
function reduce(pairs: Array<{ name: string; value: string }>): Reduced {
  const out: Reduced = {};
  for (const { name, value } of pairs) {
    const current = Object.hasOwn(out, name) ? out[name] : undefined;
    if (current === undefined) out[name] = value;
    else if (Array.isArray(current)) current.push(value);
    else out[name] = [current, value];
  }
  return out;
}

/** Node's querystring.stringify: `k=v&k=w`, encoded with encodeURIComponent. */
function stringify(values: Reduced): string {
  return Object.entries(values)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`),
    )
    .join('&');
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** The multipart text form-data writes (RFC 7578), for converters that print the raw body. */
function multipartText(params: HarParam[]): string {
  const parts = params.map((param) => {
    const disposition = `Content-Disposition: form-data; name="${param.name}"`;
    if (param.fileName === undefined) return `--${BOUNDARY}\r\n${disposition}\r\n\r\n${param.value ?? ''}\r\n`;
    const type = param.contentType ?? 'application/octet-stream';
    return `--${BOUNDARY}\r\n${disposition}; filename="${baseName(param.fileName)}"\r\nContent-Type: ${type}\r\n\r\n\r\n`;
  });
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

export function toSnippetRequest(har: HarRequest): SnippetRequest {
  const headersObj: Reduced = {};
  for (const { name, value } of har.headers) headersObj[name] = value;
  const postData: SnippetRequest['postData'] = { ...har.postData };
  const params = postData.params as HarParam[] | undefined;

  switch (postData.mimeType) {
    case 'multipart/mixed':
    case 'multipart/related':
    case 'multipart/form-data':
    case 'multipart/alternative':
      postData.mimeType = 'multipart/form-data';
      postData.text = '';
      if (params) {
        postData.text = multipartText(params);
        postData.boundary = BOUNDARY;
        const existing = Object.keys(headersObj).find((name) => name.toLowerCase() === 'content-type');
        headersObj[existing ?? 'content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      }
      break;
    case 'application/x-www-form-urlencoded':
      if (params) {
        postData.paramsObj = reduce(params.map(({ name, value }) => ({ name, value: value ?? '' })));
        postData.text = stringify(postData.paramsObj);
      } else {
        postData.text = '';
      }
      break;
    case 'text/json':
    case 'text/x-json':
    case 'application/json':
    case 'application/x-json':
      postData.mimeType = 'application/json';
      if (postData.text) {
        try {
          postData.jsonObj = JSON.parse(postData.text) as SnippetRequest['postData']['jsonObj'];
        } catch {
          // httpsnippet's rule: JSON that does not parse is shown as plain text.
          postData.mimeType = 'text/plain';
        }
      }
      break;
  }

  const parsed = new URL(har.url);
  const queryObj = reduce([...har.queryString, ...[...parsed.searchParams].map(([name, value]) => ({ name, value }))]);
  const search = stringify(queryObj);
  const auth = parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}` : null;
  const origin = `${parsed.protocol}//${auth ? `${auth}@` : ''}${parsed.host}`;
  const uriObj = {
    protocol: parsed.protocol,
    slashes: true,
    auth,
    host: parsed.host,
    port: parsed.port === '' ? null : parsed.port,
    hostname: parsed.hostname,
    hash: parsed.hash === '' ? null : parsed.hash,
    search,
    query: queryObj,
    pathname: parsed.pathname,
    path: search ? `${parsed.pathname}?${search}` : parsed.pathname,
    href: parsed.href,
  };

  return {
    ...har,
    postData,
    queryObj,
    headersObj,
    cookiesObj: {},
    allHeaders: { ...headersObj },
    url: `${origin}${parsed.pathname}${parsed.hash}`,
    fullUrl: `${origin}${uriObj.path}${parsed.hash}`,
    uriObj: uriObj as unknown as SnippetRequest['uriObj'],
  };
}
