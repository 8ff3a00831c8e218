// Newman's `--reporter-<name>-<option> [value]` options, which no fixed list of flags can hold:
// every reporter has its own (`--reporter-htmlextra-darkTheme`, `--reporter-cli-no-summary`).

const PREFIX = '--reporter-';

/** One reporter's options by camel-cased name; a flag without a value is `true`. */
type ReporterOptionValues = Record<string, string | true>;

/** Options per reporter name; `_generic` holds those that name no selected reporter, for every reporter. */
export type ReporterOptions = Record<string, ReporterOptionValues>;

/** An option and its value as they were given, before the reporters are known. */
export interface ReporterArg {
  option: string;
  value: string | true;
}

/**
 * Takes the `--reporter-*` options out of the command line so the command's own parser never
 * sees them. As in Newman, `--opt=value` or `--opt value` when the next word is not an option.
 */
export function extractReporterArgs(argv: readonly string[]): { args: string[]; reporterArgs: ReporterArg[] } {
  const args: string[] = [];
  const reporterArgs: ReporterArg[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (!arg.startsWith(PREFIX)) {
      args.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const next = argv[i + 1];
    if (equals !== -1) reporterArgs.push({ option: arg.slice(PREFIX.length, equals), value: arg.slice(equals + 1) });
    else if (next !== undefined && next !== '' && !next.startsWith('-')) {
      reporterArgs.push({ option: arg.slice(PREFIX.length), value: next });
      i += 1;
    } else reporterArgs.push({ option: arg.slice(PREFIX.length), value: true });
  }
  return { args, reporterArgs };
}

/** lodash's camelCase for option words: `no-success-assertions` → `noSuccessAssertions`. */
function camelCase(words: string): string {
  return words
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word[0]?.toUpperCase() + word.slice(1),
    )
    .join('');
}

/**
 * Newman's grouping: `--reporter-json-export x` belongs to `json` when json is a selected
 * reporter, else it is the generic option `jsonExport`; generic options apply to every
 * reporter and win over a reporter's own (Newman assigns them last).
 */
export function groupReporterOptions(
  reporterArgs: readonly ReporterArg[],
  reporters: readonly string[],
): ReporterOptions {
  const generic: ReporterOptionValues = {};
  const own: ReporterOptions = Object.fromEntries(reporters.map((name) => [name, {}]));
  for (const { option, value } of reporterArgs) {
    // The longest selected name: a reporter's name may itself hold a dash (`courier-json`).
    const name = [...reporters].sort((a, b) => b.length - a.length).find((known) => option.startsWith(`${known}-`));
    const target = name === undefined ? undefined : own[name];
    if (name !== undefined && target) target[camelCase(option.slice(name.length + 1))] = value;
    else generic[camelCase(option)] = value;
  }
  const grouped: ReporterOptions = { _generic: generic };
  for (const [name, values] of Object.entries(own)) grouped[name] = { ...values, ...generic };
  return grouped;
}

/** A reporter's option as text (`export`), or undefined when not given or given without a value. */
export function textOption(options: ReporterOptions, reporter: string, option: string): string | undefined {
  const value = options[reporter]?.[option];
  return typeof value === 'string' ? value : undefined;
}

/** A reporter's switch (`noConsole`): given bare, or with a value other than `false`. */
export function flagOption(options: ReporterOptions, reporter: string, option: string): boolean {
  const value = options[reporter]?.[option];
  return value === true || (typeof value === 'string' && value !== 'false');
}
