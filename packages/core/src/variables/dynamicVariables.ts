import { v4 as uuidv4 } from 'uuid';
import {
  FAKER_VARIABLE_NAMES,
  FakerNotLoadedError,
  fakerVariableValue,
  isFakerVariable,
  loadFaker,
} from './fakerVariables.js';

/**
 * Variables generated afresh at every occurrence. Two families:
 * - Courier's own: `timestamp` (milliseconds since the epoch, as `Date.now()`),
 *   `datetime` (ISO 8601), `randomInt` (0 to 999), `randomUUID` (version 4), `randomString`
 *   (8 letters and digits);
 * - Postman's `$` family, so imported collections send what Postman sends: `$guid`,
 *   `$timestamp` (seconds), `$isoTimestamp`, `$randomInt` (0 to 1000), `$randomUUID`, and the
 *   faker-backed `$random…` table in fakerVariables.ts.
 */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An integer in [min, max], both inclusive. */
function randomIntInclusive(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

function randomAlphanumeric(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += ALPHANUMERIC[randomIntInclusive(0, ALPHANUMERIC.length - 1)];
  return text;
}

const BUILT_IN: Readonly<Record<string, () => string>> = {
  timestamp: () => String(Date.now()),
  datetime: () => new Date().toISOString(),
  randomInt: () => String(randomIntInclusive(0, 999)),
  randomUUID: () => uuidv4(),
  randomString: () => randomAlphanumeric(8),
  $guid: () => uuidv4(),
  $timestamp: () => String(Math.round(Date.now() / 1000)),
  $isoTimestamp: () => new Date().toISOString(),
  $randomInt: () => String(randomIntInclusive(0, 1000)),
  $randomUUID: () => uuidv4(),
};

/** Courier's own dynamic variable names, offered by the builder's autocomplete. */
export const SPEC_DYNAMIC_VARIABLES = ['timestamp', 'datetime', 'randomInt', 'randomUUID', 'randomString'] as const;

/** Every dynamic variable name, spec and Postman families. */
export const DYNAMIC_VARIABLE_NAMES: readonly string[] = [...Object.keys(BUILT_IN), ...FAKER_VARIABLE_NAMES];

export function isDynamicVariable(name: string): boolean {
  return Object.hasOwn(BUILT_IN, name) || isFakerVariable(name);
}

/**
 * A fresh value for a dynamic variable, or undefined when `name` is not one. A `$random…` one
 * throws until faker is loaded: resolve through `withDynamicVariables` where that can happen.
 */
export function dynamicVariableValue(name: string): string | undefined {
  if (Object.hasOwn(BUILT_IN, name)) return BUILT_IN[name]?.();
  return fakerVariableValue(name);
}

/**
 * Runs a resolution that may generate dynamic variables. When it meets a `$random…` one before
 * faker is loaded, faker is loaded and the resolution runs again from the start: resolving has
 * no effect but its result, so the second pass is the only one that counts.
 */
export async function withDynamicVariables<T>(resolve: () => T): Promise<T> {
  try {
    return resolve();
  } catch (error) {
    if (!(error instanceof FakerNotLoadedError)) throw error;
    await loadFaker();
    return resolve();
  }
}
