// Postman's PropertyList for headers, query parameters, form fields and cookies: a list of
// `{ key, value }` with case-insensitive lookup for headers, as `pm.request.headers` has it.
import { defineOwn, hasOwn, isArray } from './intrinsics.js';

/**
 * An item of a list: its key, its value (text for headers; a parameter written without '=' has
 * null) and whatever else it came with (`disabled`, a cookie's domain, a form part's type and
 * src). Scripts reach the items themselves (`members`, `all()`), so the list reads their fields as
 * it finds them (`String(item.key)`, `disabled === true`).
 * @typedef {{ key: string, value?: unknown, [field: string]: unknown }} PropertyItem
 */
/**
 * An item as a script gives one: `Name: value` text for headers, `key=value` for parameters, or
 * `{ key, value, … }`.
 * @typedef {string | { key?: unknown, value?: unknown, [field: string]: unknown } | null | undefined} ItemInput
 */
/**
 * A row of the model (headers, path variables, form parts, variables): `enabled` where Postman's
 * item has `disabled`.
 * @typedef {{ key: string, value?: unknown, enabled?: boolean, [field: string]: unknown }} KeyValueRow
 */
/**
 * What `remove` takes: a key, an item with that key, or a predicate.
 * @typedef {((item: PropertyItem) => unknown) | ItemInput} ItemMatch
 */
/**
 * The kinds of list, as postman-collection defines them: headers and cookies look keys up without
 * regard to case (and `toObject` lowercases them); a header written as text is `Name: value`, a
 * query or form parameter `key=value`.
 * @typedef {{ caseless: boolean, separator: ':' | '=' }} ListKind
 */

/** @type {ListKind} */
export const HEADERS = { caseless: true, separator: ':' };
/** @type {ListKind} */
export const PARAMS = { caseless: false, separator: '=' };
/** @type {ListKind} */
export const COOKIES = { caseless: true, separator: '=' };

export class PropertyList {
  /** @type {PropertyItem[]} */
  #items;
  #caseless;
  #separator;

  /**
   * @param {PropertyItem[]} items copied: the list keeps items of its own
   * @param {ListKind} [kind]
   */
  constructor(items, { caseless, separator } = PARAMS) {
    this.#items = items.map((item) => ({ ...item }));
    this.#caseless = caseless;
    this.#separator = separator;
  }

  /**
   * @param {unknown} a
   * @param {unknown} b
   */
  #same(a, b) {
    return this.#caseless ? String(a).toLowerCase() === String(b).toLowerCase() : String(a) === String(b);
  }

  /**
   * The item at an index within the list.
   * @param {number} index
   */
  #at(index) {
    return /** @type {PropertyItem} */ (this.#items[index]);
  }

  /**
   * As postman-collection's lookups: the last item with the key, disabled ones included.
   * @param {unknown} key
   */
  #index(key) {
    for (let index = this.#items.length - 1; index >= 0; index -= 1) {
      if (this.#same(this.#at(index).key, key)) return index;
    }
    return -1;
  }

  /** @param {ItemInput} item */
  add(item) {
    this.#items.push(toItem(item, this.#separator));
  }

  /** @param {ItemInput} item */
  append(item) {
    this.add(item);
  }

  /**
   * Before the item `before` (an item of this list), or at the end when it is not one.
   * @param {ItemInput} item
   * @param {PropertyItem} [before]
   */
  insert(item, before) {
    const at = before === undefined ? -1 : this.#items.indexOf(before);
    const next = toItem(item, this.#separator);
    if (at === -1) this.#items.push(next);
    else this.#items.splice(at, 0, next);
  }

  /**
   * @param {ItemInput} item
   * @param {PropertyItem} after
   */
  insertAfter(item, after) {
    this.insert(item, this.#items[this.#items.indexOf(after) + 1]);
  }

  /** @param {ItemInput} item */
  prepend(item) {
    this.insert(item, this.#items[0]);
  }

  /**
   * Items from a list, one item, or text (`Name: value` lines for headers).
   * @param {ItemInput | ItemInput[]} items
   */
  populate(items) {
    const list = typeof items === 'string' && this.#separator === ':' ? items.split(/\r?\n/).filter(Boolean) : items;
    for (const item of isArray(list) ? list : [list]) this.add(item);
  }

  /** @param {ItemInput | ItemInput[]} items */
  repopulate(items) {
    this.clear();
    this.populate(items);
  }

  /**
   * @template T
   * @param {(sum: T, item: PropertyItem) => T} fn
   * @param {T} accumulator
   */
  reduce(fn, accumulator) {
    return this.#items.reduce((sum, item) => fn(sum, item), accumulator);
  }

  /** @param {ItemInput} item */
  upsert(item) {
    const next = toItem(item, this.#separator);
    const index = this.#index(next.key);
    if (index === -1) this.#items.push(next);
    else this.#items[index] = { ...this.#at(index), ...next, key: this.#at(index).key };
  }

  /**
   * Removes by key, by predicate or by item, like Postman's `remove`.
   * @param {ItemMatch} predicate
   */
  remove(predicate) {
    const matches =
      typeof predicate === 'function'
        ? predicate
        : /** @param {PropertyItem} item */ (item) =>
            this.#same(item.key, typeof predicate === 'object' && predicate ? predicate.key : predicate);
    this.#items = this.#items.filter((item) => !matches(item));
  }

  clear() {
    this.#items = [];
  }

  /** @param {unknown} key */
  get(key) {
    const index = this.#index(key);
    return index === -1 ? undefined : this.#at(index).value;
  }

  /** @param {unknown} key */
  one(key) {
    const index = this.#index(key);
    return index === -1 ? undefined : this.#at(index);
  }

  /**
   * Whether an item has the key (and, given a value, one of them has that value).
   * @param {unknown} key
   * @param {unknown} [value]
   */
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

  /** @param {number} index */
  idx(index) {
    return this.#items[index];
  }

  /**
   * The position of an item, or of the item `one(key)` finds; -1 when absent.
   * @param {PropertyItem | string} item
   */
  indexOf(item) {
    // A key `one` does not find looks for undefined, which no item is.
    return this.#items.indexOf(/** @type {PropertyItem} */ (typeof item === 'string' ? this.one(item) : item));
  }

  /** @param {(item: PropertyItem) => void} fn */
  each(fn) {
    this.#items.forEach((item) => fn(item));
  }

  /**
   * @template T
   * @param {(item: PropertyItem) => T} fn
   */
  map(fn) {
    return this.#items.map((item) => fn(item));
  }

  /** @param {(item: PropertyItem) => unknown} fn */
  filter(fn) {
    return this.#items.filter((item) => fn(item));
  }

  /** @param {(item: PropertyItem) => unknown} fn */
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
    /** @type {Record<string, unknown>} */
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

/**
 * @param {ItemInput} item
 * @param {ListKind['separator']} separator
 * @returns {PropertyItem}
 */
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

/**
 * Model key/value rows (`enabled`) ↔ Postman items (`disabled`).
 * @param {KeyValueRow[] | undefined} rows
 * @returns {PropertyItem[]}
 */
export function fromKeyValues(rows) {
  return (rows ?? []).map(({ enabled, ...rest }) => (enabled === false ? { ...rest, disabled: true } : rest));
}

/**
 * @param {PropertyList} list
 * @returns {import('../../model/keyValue.js').KeyValue[]}
 */
export function toKeyValues(list) {
  return list.all().map(({ disabled, key, value, description }) => {
    /** @type {import('../../model/keyValue.js').KeyValue} */
    const row = { key: String(key), value: String(value ?? ''), enabled: disabled !== true };
    if (typeof description === 'string') row.description = description;
    return row;
  });
}
