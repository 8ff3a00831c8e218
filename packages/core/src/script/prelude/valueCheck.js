// The fast half of restore() (intrinsics.js): one compiled function per built-in object that
// tells whether its guarded data properties still hold their original values. Compiled, each
// property read is a load of a constant name from a constant object, which V8 caches per site;
// the same reads in a loop over names miss that cache on every call and cost ten times as much.
import { FunctionConstructor, hasOwn, stringifyJson } from './intrinsics.js';

/**
 * `names[i]` (string keys) must be own data properties of `object` holding `values[i]`. A
 * property counts as present when `object[name]` is its value and the prototype's `name` is not
 * (else the read could have come from the prototype after a `delete`); where the prototype can
 * hold that same value (`owned[i]`), the check asks `Object.hasOwn` instead.
 */
export function compileValueCheck(object, prototype, names, values, owned) {
  const terms = names.map((name, index) => {
    const key = stringifyJson(name);
    const value = `o[${key}] === v[${index}]`;
    if (owned[index]) return `h(o, ${key}) && ${value}`;
    return prototype === null ? value : `${value} && p[${key}] !== v[${index}]`;
  });
  const factory = new FunctionConstructor(
    'o',
    'p',
    'v',
    'h',
    `'use strict'; return () => ${terms.join(' && ') || 'true'};`,
  );
  return factory(object, prototype, values, hasOwn);
}
