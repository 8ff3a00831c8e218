import { Chalk, supportsColor, type ChalkInstance } from 'chalk';
import { CliError } from '../errors.js';

const COLOR_MODES = ['on', 'off', 'auto'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export function parseColorMode(text: string): ColorMode {
  const mode = COLOR_MODES.find((candidate) => candidate === text);
  if (!mode) throw new CliError('USAGE', `--color must be one of ${COLOR_MODES.join(', ')}, got "${text}"`);
  return mode;
}

/** `--color on|off|auto`; auto follows the terminal and NO_COLOR (https://no-color.org). */
export function chalkFor(mode: ColorMode, env: NodeJS.ProcessEnv = process.env): ChalkInstance {
  if (mode === 'on') return new Chalk({ level: 1 });
  if (mode === 'off' || (env['NO_COLOR'] ?? '') !== '') return new Chalk({ level: 0 });
  return new Chalk({ level: supportsColor ? supportsColor.level : 0 });
}
