// The fast half of restore() (restore.js): compiled functions that tell whether the guarded
// non-enumerable properties of the built-ins are still there with their original values.
// Compiled, each read is a load of a constant name from a constant object, which V8 caches per
// site; the same reads in a loop over names miss that cache on every call and cost ten times as
// much.
import { FunctionConstructor, hasOwn, isEnumerable, stringifyJson } from './intrinsics.js';

/** How the check reads one property. */
export const VALUE = 0; // `object[name]` is the value (a delete would show the prototype's)
export const OWN_VALUE = 1; // an own property with the value (the prototype may hold it too)
export const PRESENT = 2; // an own property (an accessor: reading it would run the getter)

/**
 * @typedef {typeof VALUE | typeof OWN_VALUE | typeof PRESENT} ReadKind
 * @typedef {{ object: object, names: Array<string | symbol>, values: unknown[], kinds: ReadKind[] }} ValueCheckEntry
 * @typedef {{ each: Array<() => boolean>, all: () => boolean }} ValueChecks
 * @typedef {(
 *   objects: object[],
 *   keys: Array<Array<string | symbol>>,
 *   values: unknown[][],
 *   has: typeof hasOwn,
 *   enumerable: typeof isEnumerable,
 * ) => ValueChecks} ValueCheckFactory
 */

/**
 * For each `{ object, names, values, kinds }`: `() => boolean` over `names[i]` of `object`, each
 * checked as `kinds[i]` says against `values[i]`; and `all`, the same checks of every object in
 * one function, for the common run that changed nothing (one compiled body reads faster than
 * dozens). A symbol-keyed property must also still be non-enumerable: restore() finds string
 * keys that turned enumerable through `Object.keys`, which leaves symbols out.
 * @param {ValueCheckEntry[]} entries
 * @returns {ValueChecks}
 */
export function compileValueChecks(entries) {
  const sources = entries.map(({ names, kinds }, at) => {
    const terms = names.map((name, index) => {
      const symbol = typeof name === 'symbol';
      const key = symbol ? `k[${at}][${index}]` : stringifyJson(name);
      const value = `o${at}[${key}] === v[${at}][${index}]`;
      let term = `h(o${at}, ${key})`;
      if (kinds[index] === VALUE) term = value;
      else if (kinds[index] === OWN_VALUE) term = `${term} && ${value}`;
      return symbol ? `${term} && !e(o${at}, ${key})` : term;
    });
    return terms.join(' && ') || 'true';
  });
  const objects = entries.map((entry, at) => `o${at} = O[${at}]`).join(', ');
  const factory = /** @type {ValueCheckFactory} */ (
    new FunctionConstructor(
      'O',
      'k',
      'v',
      'h',
      'e',
      `'use strict'; ${objects ? `const ${objects};` : ''}
    return { each: [${sources.map((source) => `() => ${source}`).join(', ')}], all: () => ${sources.join(' && ') || 'true'} };`,
    )
  );
  return factory(
    entries.map((entry) => entry.object),
    entries.map((entry) => entry.names),
    entries.map((entry) => entry.values),
    hasOwn,
    isEnumerable,
  );
}
