// `pm.response` (issue 3 §2) and the responses `pm.sendRequest` hands back.
import chai from 'chai';
import { atob } from './helpers.js';
import { COOKIES, HEADERS, PropertyList } from './propertyList.js';

export class ResponseView {
  #model;
  #text;

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

  /** `pm.response.to.have.status(200)`: chai with Postman's response assertions (expect.js, postmanAssertions.js). */
  get to() {
    return chai.expect(this).to;
  }

  text() {
    if (this.#text === undefined) {
      const { body = '', bodyEncoding } = this.#model;
      this.#text = bodyEncoding === 'base64' ? utf8Decode(atob(body)) : body;
    }
    return this.#text;
  }

  /** The body parsed as JSON; spec 01 §5 names the failure 'Invalid JSON response'. */
  json() {
    try {
      return JSON.parse(this.text());
    } catch {
      throw new SyntaxError('Invalid JSON response');
    }
  }

  /** Postman's `pm.response.size()`. */
  size() {
    return { body: this.#model.size, header: 0, total: this.#model.size };
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

function utf8Decode(binary) {
  try {
    return decodeURIComponent(escape(binary));
  } catch {
    return binary;
  }
}

/** Cookies the host passes in for the request's URL (`pm.cookies`, legacy `responseCookies`). */
export function cookieList(cookies) {
  return new PropertyList(
    (cookies ?? []).map((cookie) => ({ ...cookie, key: cookie.name })),
    COOKIES,
  );
}
