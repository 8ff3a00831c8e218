// Postman's PropertyList for headers, query parameters, form fields and cookies: a list of
// `{ key, value }` with case-insensitive lookup for headers, as `pm.request.headers` has it.

export class PropertyList {
  #items;
  #caseless;

  constructor(items, { caseless = false } = {}) {
    this.#items = items.map((item) => ({ ...item }));
    this.#caseless = caseless;
  }

  #same(a, b) {
    return this.#caseless ? String(a).toLowerCase() === String(b).toLowerCase() : String(a) === String(b);
  }

  #index(key) {
    return this.#items.findIndex((item) => item.disabled !== true && this.#same(item.key, key));
  }

  add(item) {
    this.#items.push(toItem(item));
  }

  append(item) {
    this.add(item);
  }

  upsert(item) {
    const next = toItem(item);
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

  has(key, value) {
    const index = this.#index(key);
    return index !== -1 && (value === undefined || this.#items[index].value === value);
  }

  all() {
    return this.#items.slice();
  }

  count() {
    return this.#items.length;
  }

  idx(index) {
    return this.#items[index];
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

  toObject() {
    const object = {};
    for (const item of this.#items) if (item.disabled !== true) object[item.key] = item.value;
    return object;
  }

  toString() {
    return this.#items.map((item) => `${item.key}: ${item.value}`).join('\n');
  }

  toJSON() {
    return this.all();
  }
}

function toItem(item) {
  if (typeof item === 'string') {
    const colon = item.indexOf(':');
    return {
      key: item.slice(0, colon === -1 ? undefined : colon).trim(),
      value: colon === -1 ? '' : item.slice(colon + 1).trim(),
    };
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
