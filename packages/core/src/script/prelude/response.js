// `pm.response` and the responses `pm.sendRequest` hands back.
import chai from 'chai';
import { atob } from './helpers.js';
import { COOKIES, HEADERS, PropertyList } from './propertyList.js';

/**
 * @typedef {import('../host.js').ScriptCookie} ScriptCookie
 * @typedef {import('../../model/response.js').HttpResponse} HttpResponse
 * @typedef {{ from(data: string, encoding: 'base64' | 'utf8'): Uint8Array }} BufferClass
 */

export class ResponseView {
  /** @type {Partial<HttpResponse>} */
  #model;
  /** @type {string | undefined} */
  #text;

  /** @param {Partial<HttpResponse>} model the host's response; empty for the test script of a send that failed */
  constructor(model) {
    this.#model = model;
    this.code = model.status;
    this.status = model.statusText;
    this.reason = () => model.statusText;
    this.headers = new PropertyList(
      (model.headers ?? []).map((header) => ({ key: header.name, value: header.value })),
      HEADERS,
    );
    this.responseTime = model.duration;
    this.responseSize = model.size;
  }

  /** The cookies this response sets (its Set-Cookie headers), as Postman's `pm.response.cookies`. */
  get cookies() {
    const setCookies = (this.#model.headers ?? []).filter((header) => header.name.toLowerCase() === 'set-cookie');
    return cookieList(setCookies.map((header) => parseSetCookie(header.value)));
  }

  /** `pm.response.to.have.status(200)`: chai with Postman's response assertions (expect.js, postmanAssertions.js). */
  get to() {
    return chai.expect(this).to;
  }

  /** The body's bytes, as postman-collection's `stream` Buffer (undefined without a response). */
  get stream() {
    const { body, bodyEncoding } = this.#model;
    if (body === undefined) return undefined;
    return sandboxBuffer().from(body, bodyEncoding === 'base64' ? 'base64' : 'utf8');
  }

  /**
   * A `text/event-stream` response's events, in the order they arrived: `{ event, id, data, receivedAt }`
   * (Courier's addition; the stream's raw text stays `text()`). Empty for any other response.
   */
  get events() {
    return (this.#model.eventStream?.events ?? []).map((event) => ({ ...event }));
  }

  /** The body as text; undefined without a response (a send that failed), as in Postman. */
  text() {
    const { body, bodyEncoding } = this.#model;
    if (body === undefined) return undefined;
    this.#text ??= bodyEncoding === 'base64' ? utf8Decode(atob(body)) : body;
    return this.#text;
  }

  /**
   * The body parsed as JSON (with an optional reviver); a body that is not JSON fails with 'Invalid JSON response'.
   * @param {Parameters<typeof JSON.parse>[1]} [reviver]
   */
  json(reviver) {
    try {
      // No body (undefined) does not parse either.
      return JSON.parse(/** @type {string} */ (this.text()), typeof reviver === 'function' ? reviver : undefined);
    } catch {
      throw new SyntaxError('Invalid JSON response');
    }
  }

  /**
   * Postman's `pm.response.size()` as postman-collection counts it: the body as the server's
   * Content-Length for a gzip or deflate body, else the decoded bytes; the head as an HTTP/1.x
   * status line and `Name: value` lines.
   */
  size() {
    const encoding = String(this.headers.get('Content-Encoding') ?? '').toLowerCase();
    const length = this.headers.get('Content-Length');
    const compressed = encoding.includes('gzip') || encoding.includes('deflate');
    const body = compressed && /^\d+$/.test(String(length)) ? Number(length) : (this.#model.size ?? 0);
    let header = `HTTP/X.X ${this.code} ${this.reason()}\r\n\r\n`.length;
    this.headers.each(({ key, value }) => (header += `${key}: ${value}\r\n`.length));
    return { body, header, total: body + header };
  }

  toJSON() {
    return {
      code: this.code,
      status: this.status,
      headers: this.headers.all(),
      body: this.text(),
      responseTime: this.responseTime,
    };
  }
}

/**
 * The sandbox's `Buffer` (the `buffer` library's, a global libraries.js defines), read when asked:
 * a script may have replaced it.
 * @returns {BufferClass}
 */
function sandboxBuffer() {
  return /** @type {{ Buffer: BufferClass }} */ (/** @type {unknown} */ (globalThis)).Buffer;
}

/** @param {string} binary */
function utf8Decode(binary) {
  try {
    return decodeURIComponent(escape(binary));
  } catch {
    return binary;
  }
}

/**
 * Cookies the host passes in for the request's URL (`pm.cookies`, legacy `responseCookies`).
 * @param {ScriptCookie[] | undefined} cookies
 */
export function cookieList(cookies) {
  return new PropertyList(
    (cookies ?? []).map((cookie) => ({ ...cookie, key: cookie.name })),
    COOKIES,
  );
}

/**
 * A Set-Cookie value (RFC 6265 §5.2): `name=value` and the attributes scripts read.
 * @param {string} text
 */
function parseSetCookie(text) {
  const [pair = '', ...attributes] = String(text).split(';');
  const equals = pair.indexOf('=');
  /** @type {ScriptCookie} */
  const cookie = {
    name: (equals === -1 ? '' : pair.slice(0, equals)).trim(),
    value: (equals === -1 ? pair : pair.slice(equals + 1)).trim(),
    httpOnly: false,
    secure: false,
  };
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const name = (at === -1 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const value = at === -1 ? '' : attribute.slice(at + 1).trim();
    if (name === 'domain') cookie.domain = value.replace(/^\./, '');
    else if (name === 'path') cookie.path = value;
    else if (name === 'expires') cookie.expires = value;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
  }
  return cookie;
}
