import { InvalidArgumentError } from 'commander';

/** Commander parsers shared by the commands; their errors are commander's (exit 2). */
export function nonNegativeInteger(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value)) {
    throw new InvalidArgumentError('expected a whole number of 0 or more');
  }
  return value;
}

export function positiveInteger(text: string): number {
  const value = nonNegativeInteger(text);
  if (value === 0) throw new InvalidArgumentError('expected a whole number of 1 or more');
  return value;
}

/** For repeatable options (`--folder a --folder b`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
