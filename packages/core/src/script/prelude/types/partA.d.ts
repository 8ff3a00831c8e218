// Types the prelude's JSDoc refers to besides prelude.d.ts's: the JSON copies format.js makes of
// script values, the `this` of Courier's chai assertions, and the shapes of the calls out.

/** A JSON value as format.js copies a script's value: own enumerable data properties only. */
export type PlainValue = null | string | number | boolean | PlainValue[] | { [key: string]: PlainValue };
