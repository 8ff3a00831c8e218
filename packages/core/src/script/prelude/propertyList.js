// Postman's PropertyList for headers, query parameters, form fields and cookies: a list of
// `{ key, value }` with case-insensitive lookup for headers, as `pm.request.headers` has it.
import { defineOwn, hasOwn, isArray } from './intrinsics.js';

/**
 * The kinds of list, as postman-collection defines them: headers and cookies look keys up without
 * regard to case (and `toObject` lowercases them); a header written as text is `Name: value`, a
 * query or form parameter `key=value`.
 */
export const HEADERS = { caseless: true, separator: ':' };
export const PARAMS = { caseless: false, separator: '=' };
export const COOKIES = { caseless: true, separator: '=' };

export class PropertyList {
  #items;
  #caseless;
  #separator;

  constructor(items, { caseless, separator } = PARAMS) {
    this.#items = items.map((item) => ({ ...item }));
    this.#caseless = caseless;
    this.#separator = separator;
  }

  #same(a, b) {
    return this.#caseless ? String(a).toLowerCase() === String(b).toLowerCase() : String(a) === String(b);
  }

  /** As postman-collection's lookups: the last item with the key, disabled ones included. */
  #index(key) {
    for (let index = this.#items.length - 1; index >= 0; index -= 1) {
      if (this.#same(this.#items[index].key, key)) return index;
    }
    return -1;
  }

  add(item) {
    this.#items.push(toItem(item, this.#separator));
  }

  append(item) {
    this.add(item);
  }

  /** Before the item `before` (an item of this list), or at the end when it is not one. */
  insert(item, before) {
    const at = before === undefined ? -1 : this.#items.indexOf(before);
    const next = toItem(item, this.#separator);
    if (at === -1) this.#items.push(next);
    else this.#items.splice(at, 0, next);
  }

  insertAfter(item, after) {
    this.insert(item, this.#items[this.#items.indexOf(after) + 1]);
  }

  prepend(item) {
    this.insert(item, this.#items[0]);
  }

  /** Items from a list, one item, or text (`Name: value` lines for headers). */
  populate(items) {
    const list = typeof items === 'string' && this.#separator === ':' ? items.split(/\r?\n/).filter(Boolean) : items;
    for (const item of isArray(list) ? list : [list]) this.add(item);
  }

  repopulate(items) {
    this.clear();
    this.populate(items);
  }

  reduce(fn, accumulator) {
    return this.#items.reduce((sum, item) => fn(sum, item), accumulator);
  }

  upsert(item) {
    const next = toItem(item, this.#separator);
    const index = this.#index(next.key);
    if (index === -1) this.#items.push(next);
    else this.#items[index] = { ...this.#items[index], ...next, key: this.#items[index].key };
  }

  /** Removes by key, by predicate or by item, like Postman's `remove`. */
  remove(predicate) {
    const matches =
      typeof predicate === 'function'
        ? predicate
        : (item) => this.#same(item.key, typeof predicate === 'object' && predicate ? predicate.key : predicate);
    this.#items = this.#items.filter((item) => !matches(item));
  }

  clear() {
    this.#items = [];
  }

  get(key) {
    const index = this.#index(key);
    return index === -1 ? undefined : this.#items[index].value;
  }

  one(key) {
    const index = this.#index(key);
    return index === -1 ? undefined : this.#items[index];
  }

  /** Whether an item has the key (and, given a value, one of them has that value). */
  has(key, value) {
    if (value === undefined) return this.#index(key) !== -1;
    return this.#items.some((item) => this.#same(item.key, key) && item.value === value);
  }

  all() {
    return this.#items.slice();
  }

  /** postman-collection's own array of the items, which scripts read directly. */
  get members() {
    return this.#items;
  }

  count() {
    return this.#items.length;
  }

  idx(index) {
    return this.#items[index];
  }

  /** The position of an item, or of the item `one(key)` finds; -1 when absent. */
  indexOf(item) {
    return this.#items.indexOf(typeof item === 'string' ? this.one(item) : item);
  }

  each(fn) {
    this.#items.forEach((item) => fn(item));
  }

  map(fn) {
    return this.#items.map((item) => fn(item));
  }

  filter(fn) {
    return this.#items.filter((item) => fn(item));
  }

  find(fn) {
    return this.#items.find((item) => fn(item));
  }

  /**
   * Items by key, as postman-collection's `toObject(excludeDisabled, caseSensitive, multiValue,
   * sanitizeKeys)`: disabled items too unless asked, keys lowercased in a caseless list unless
   * asked, and a repeated key gives an array of its values (every kind of list here allows them,
   * so `multiValue` changes nothing). `sanitizeKeys` leaves out items without a key.
   */
  toObject(excludeDisabled = false, caseSensitive = false, _multiValue = true, sanitizeKeys = false) {
    const object = {};
    for (const item of this.#items) {
      if ((excludeDisabled && item.disabled === true) || (sanitizeKeys && !item.key)) continue;
      const key = this.#caseless && !caseSensitive ? String(item.key).toLowerCase() : String(item.key);
      const value = hasOwn(object, key)
        ? isArray(object[key])
          ? [...object[key], item.value]
          : [object[key], item.value]
        : item.value;
      defineOwn(object, key, value);
    }
    return object;
  }

  /** Headers as `Name: value` lines; parameters as a query string (`a=1&b`), enabled ones only, as postman-collection unparses them. */
  toString() {
    if (this.#separator === ':') return this.#items.map((item) => `${item.key}: ${item.value}`).join('\n');
    return this.#items
      .filter((item) => item.disabled !== true)
      .map((item) => (item.value === null || item.value === undefined ? item.key : `${item.key}=${item.value}`))
      .join('&');
  }

  toJSON() {
    return this.all();
  }
}

function toItem(item, separator) {
  if (typeof item === 'string') {
    const at = item.indexOf(separator);
    const key = at === -1 ? item : item.slice(0, at);
    // Postman trims a header's name and value; a parameter's text is taken as written, and one
    // without '=' has no value at all (`?flag`).
    if (separator === ':') return { key: key.trim(), value: at === -1 ? '' : item.slice(at + 1).trim() };
    return { key, value: at === -1 ? null : item.slice(at + 1) };
  }
  return { ...item, key: String(item?.key ?? ''), value: item?.value === undefined ? '' : String(item.value) };
}

/** Model key/value rows (`enabled`) ↔ Postman items (`disabled`). */
export function fromKeyValues(rows) {
  return (rows ?? []).map(({ enabled, ...rest }) => (enabled === false ? { ...rest, disabled: true } : rest));
}

export function toKeyValues(list) {
  return list.all().map(({ disabled, key, value, description }) => {
    const row = { key: String(key), value: String(value ?? ''), enabled: disabled !== true };
    if (typeof description === 'string') row.description = description;
    return row;
  });
}
