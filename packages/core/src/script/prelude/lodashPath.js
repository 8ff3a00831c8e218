// Property paths as lodash 4 reads them (`_.has`, `_.get`): chai-postman's `jsonBody(path, value)`
// takes them, so `item[0].name`, `a["b.c"]` and a key that itself contains a dot all work as there.

const DEEP_PROP = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;
const PLAIN_PROP = /^\w*$/;
const PROP_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE_CHAR = /\\(\\)?/g;

/**
 * The keys of `path`; a string that is itself a key of `object` stays one key, as in lodash.
 * @param {unknown} object
 * @param {unknown} path a script's: an array of keys, or anything read as its text
 * @returns {string[]}
 */
function toKeys(object, path) {
  if (Array.isArray(path)) return path.map(String);
  const text = String(path);
  if (PLAIN_PROP.test(text) || !DEEP_PROP.test(text) || (object != null && text in Object(object))) return [text];
  const keys = text.charCodeAt(0) === 46 ? [''] : [];
  text.replace(PROP_NAME, (match, number, quote, quoted) => {
    keys.push(quote ? quoted.replace(ESCAPE_CHAR, '$1') : number || match);
    return match;
  });
  return keys;
}

/**
 * `_.has`: every key along the path is the object's own.
 * @param {unknown} object
 * @param {unknown} path
 */
export function hasPath(object, path) {
  let value = object;
  for (const key of toKeys(object, path)) {
    if (value == null || !Object.prototype.hasOwnProperty.call(value, key)) return false;
    value = propertyOf(value, key);
  }
  return true;
}

/**
 * `_.get`: the value at the path, undefined where it breaks off.
 * @param {unknown} object
 * @param {unknown} path
 */
export function getPath(object, path) {
  let value = object;
  for (const key of toKeys(object, path)) {
    if (value == null) return undefined;
    value = propertyOf(value, key);
  }
  return value;
}

/**
 * `value[key]` of a value known not to be null or undefined (a primitive reads its wrapper's).
 * @param {{}} value
 * @param {string} key
 * @returns {unknown}
 */
function propertyOf(value, key) {
  return /** @type {Record<string, unknown>} */ (value)[key];
}
