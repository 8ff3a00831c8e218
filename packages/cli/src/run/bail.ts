import { InvalidArgumentError } from 'commander';
import type { BailMode } from '@courier/core';

const MODIFIERS = ['folder', 'failure'] as const;

/**
 * Newman's `--bail [modifiers]`: bare or with `failure`, the run stops at the first failed
 * assertion or error; `folder` alone stops it at the first script or request error (an unknown
 * `--folder` is always refused). Commander gives `true` for the bare flag.
 */
export function bailMode(value: string | true | undefined): BailMode | undefined {
  if (value === undefined) return undefined;
  if (value === true) return 'failure';
  const modifiers = value.split(',').map((modifier) => modifier.trim());
  return modifiers.includes('failure') ? 'failure' : 'error';
}

export function parseBailModifiers(text: string): string {
  const unknown = text
    .split(',')
    .map((modifier) => modifier.trim())
    .filter((modifier) => !(MODIFIERS as readonly string[]).includes(modifier));
  if (unknown.length > 0) throw new InvalidArgumentError(`expected ${MODIFIERS.join(' and/or ')}, comma-separated`);
  return text;
}
