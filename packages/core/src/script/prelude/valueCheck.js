// The fast half of restore() (restore.js): one compiled function per built-in object that tells
// whether its guarded non-enumerable properties are still there with their original values.
// Compiled, each read is a load of a constant name from a constant object, which V8 caches per
// site; the same reads in a loop over names miss that cache on every call and cost ten times as
// much.
import { FunctionConstructor, hasOwn, isEnumerable, stringifyJson } from './intrinsics.js';

/** How the check reads one property. */
export const VALUE = 0; // `object[name]` is the value (a delete would show the prototype's)
export const OWN_VALUE = 1; // an own property with the value (the prototype may hold it too)
export const PRESENT = 2; // an own property (an accessor: reading it would run the getter)

/**
 * `() => boolean` over `names[i]` of `object`, each checked as `kinds[i]` says against `values[i]`.
 * A symbol-keyed property must also still be non-enumerable: restore() finds string keys that
 * turned enumerable through `Object.keys`, which leaves symbols out.
 */
export function compileValueCheck(object, names, values, kinds) {
  const terms = names.map((name, index) => {
    const symbol = typeof name === 'symbol';
    const key = symbol ? `k[${index}]` : stringifyJson(name);
    const value = `o[${key}] === v[${index}]`;
    let term = `h(o, ${key})`;
    if (kinds[index] === VALUE) term = value;
    else if (kinds[index] === OWN_VALUE) term = `${term} && ${value}`;
    return symbol ? `${term} && !e(o, ${key})` : term;
  });
  const factory = new FunctionConstructor(
    'o',
    'k',
    'v',
    'h',
    'e',
    `'use strict'; return () => ${terms.join(' && ') || 'true'};`,
  );
  return factory(object, names, values, hasOwn, isEnumerable);
}
