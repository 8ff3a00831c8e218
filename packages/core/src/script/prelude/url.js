// `pm.request.url`: Postman's Url object, enough of it for scripts to read and rewrite a URL.
import { PropertyList, fromKeyValues } from './propertyList.js';

/**
 * @typedef {import('./propertyList.js').ItemInput} ItemInput
 * @typedef {import('./propertyList.js').ItemMatch} ItemMatch
 */

export class Url {
  /** @type {string | undefined} */ hash;
  /** @type {string | undefined} */ protocol;
  /** @type {string | undefined} */ port;
  /** @type {string[]} */ host = [];
  /** @type {string[]} */ path = [];
  /** @type {PropertyList} */ query = new PropertyList([]);

  /**
   * @param {unknown} text the URL as the request has it, or as a script wrote it
   * @param {import('./propertyList.js').KeyValueRow[]} [pathVariables] the request's `:name` path variables, as model key/value rows
   */
  constructor(text, pathVariables = []) {
    this.update(text);
    this.variables = new PropertyList(fromKeyValues(pathVariables));
  }

  /**
   * Replaces the whole URL from text (`pm.request.url.update('…')`).
   * @param {unknown} text
   */
  update(text) {
    let rest = String(text ?? '');
    const hashAt = rest.indexOf('#');
    this.hash = hashAt === -1 ? undefined : rest.slice(hashAt + 1);
    if (hashAt !== -1) rest = rest.slice(0, hashAt);
    const queryAt = rest.indexOf('?');
    const query = queryAt === -1 ? '' : rest.slice(queryAt + 1);
    if (queryAt !== -1) rest = rest.slice(0, queryAt);
    const protocolMatch = /^([a-z][a-z0-9+.-]*):\/\//i.exec(rest);
    this.protocol = protocolMatch ? protocolMatch[1] : undefined;
    if (protocolMatch) rest = rest.slice(protocolMatch[0].length);
    const slashAt = rest.indexOf('/');
    const authority = slashAt === -1 ? rest : rest.slice(0, slashAt);
    const portMatch = /:(\d+|\{\{[^}]+\}\})$/.exec(authority);
    this.port = portMatch ? portMatch[1] : undefined;
    this.host = (portMatch ? authority.slice(0, portMatch.index) : authority).split('.').filter(Boolean);
    this.path = slashAt === -1 ? [] : rest.slice(slashAt + 1).split('/');
    this.query = new PropertyList(
      query
        ? query.split('&').map((pair) => {
            const equals = pair.indexOf('=');
            return equals === -1
              ? { key: pair, value: null }
              : { key: pair.slice(0, equals), value: pair.slice(equals + 1) };
          })
        : [],
    );
  }

  getHost() {
    return this.host.join('.');
  }

  /**
   * The path with each `:name` segment replaced by its path variable (what is sent), as
   * postman-collection does: a segment keeps what follows a '.' (`:id.json`), and a variable
   * without a text value leaves its segment as written. `unresolved` gives the path as written.
   * @param {boolean} [unresolved]
   */
  getPath(unresolved) {
    if (unresolved) return `/${this.path.join('/')}`;
    const segments = this.path.map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const end = segment.indexOf('.');
      const name = segment.slice(1, end === -1 ? undefined : end);
      const value = name ? this.variables.get(name) : undefined;
      return typeof value === 'string' && value !== '' ? value + segment.slice(name.length + 1) : segment;
    });
    return `/${segments.join('/')}`;
  }

  /**
   * Host and port, as postman-collection's `getRemote(forcePort)`.
   * @param {boolean} [forcePort]
   */
  getRemote(forcePort) {
    const port = this.port ? String(this.port) : forcePort ? (this.protocol === 'https' ? '443' : '80') : '';
    return port ? `${this.getHost()}:${port}` : this.getHost();
  }

  getQueryString() {
    return this.query.toString();
  }

  getPathWithQuery() {
    const query = this.getQueryString();
    return query ? `${this.getPath()}?${query}` : this.getPath();
  }

  /** @param {ItemInput | ItemInput[]} params */
  addQueryParams(params) {
    for (const param of Array.isArray(params) ? params : [params]) this.query.add(param);
  }

  /** @param {ItemMatch | ItemMatch[]} keys */
  removeQueryParams(keys) {
    for (const key of Array.isArray(keys) ? keys : [keys]) this.query.remove(key);
  }

  /** The URL with its path variables in place, as scripts read it. */
  toString() {
    return this.#text(false);
  }

  /** The URL as written, `:name` segments kept: the request's own, whose path variables resolve as it is sent. */
  toRaw() {
    return this.#text(true);
  }

  /** @param {boolean} unresolved */
  #text(unresolved) {
    const protocol = this.protocol ? `${this.protocol}://` : '';
    const port = this.port ? `:${this.port}` : '';
    const path = this.path.length ? this.getPath(unresolved) : '';
    const query = this.getQueryString();
    return `${protocol}${this.getHost()}${port}${path}${query ? `?${query}` : ''}${this.hash ? `#${this.hash}` : ''}`;
  }

  toJSON() {
    return this.toString();
  }
}
