// The fast half of restore() (restore.js): one compiled function per built-in object that tells
// whether its guarded string-keyed properties are still there with their original values.
// Compiled, each read is a load of a constant name from a constant object, which V8 caches per
// site; the same reads in a loop over names miss that cache on every call and cost ten times as
// much.
import { FunctionConstructor, hasOwn, stringifyJson } from './intrinsics.js';

/** How the check reads one property. */
export const VALUE = 0; // `object[name]` is the value (a delete would show the prototype's)
export const OWN_VALUE = 1; // an own property with the value (the prototype may hold it too)
export const PRESENT = 2; // an own property (an accessor: reading it would run the getter)

/** `() => boolean` over `names[i]` of `object`, each checked as `kinds[i]` says against `values[i]`. */
export function compileValueCheck(object, names, values, kinds) {
  const terms = names.map((name, index) => {
    const key = stringifyJson(name);
    const value = `o[${key}] === v[${index}]`;
    if (kinds[index] === VALUE) return value;
    return kinds[index] === OWN_VALUE ? `h(o, ${key}) && ${value}` : `h(o, ${key})`;
  });
  const factory = new FunctionConstructor('o', 'v', 'h', `'use strict'; return () => ${terms.join(' && ') || 'true'};`);
  return factory(object, values, hasOwn);
}
