// Property paths as lodash 4 reads them (`_.has`, `_.get`): chai-postman's `jsonBody(path, value)`
// takes them, so `item[0].name`, `a["b.c"]` and a key that itself contains a dot all work as there.

const DEEP_PROP = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;
const PLAIN_PROP = /^\w*$/;
const PROP_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE_CHAR = /\\(\\)?/g;

/** The keys of `path`; a string that is itself a key of `object` stays one key, as in lodash. */
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

/** `_.has`: every key along the path is the object's own. */
export function hasPath(object, path) {
  let value = object;
  for (const key of toKeys(object, path)) {
    if (value == null || !Object.prototype.hasOwnProperty.call(value, key)) return false;
    value = value[key];
  }
  return true;
}

/** `_.get`: the value at the path, undefined where it breaks off. */
export function getPath(object, path) {
  let value = object;
  for (const key of toKeys(object, path)) {
    if (value == null) return undefined;
    value = value[key];
  }
  return value;
}
