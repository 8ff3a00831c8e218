// The reporters `-r` names: Courier's own, and Newman reporters installed where Newman would find
// them (from the folder the run starts in), each with its own `--reporter-<name>-<option>` options.
import type { CliIo } from '../io.js';
import {
  isReporterName,
  junitLayout,
  preferInstalledReporter,
  unknownReporterWarning,
  type ReporterName,
} from '../reporters/fileReports.js';
import { findNewmanReporter } from '../reporters/newmanReporterPackage.js';
import type { InstalledReporter } from '../reporters/newmanReporters.js';
import { groupReporterOptions, type ReporterArg, type ReporterOptions } from './reporterOptions.js';

export interface ChosenReporters {
  /** Every name given to `-r`, in its order. */
  named: readonly string[];
  installed: readonly InstalledReporter[];
  own: readonly ReporterName[];
  options: ReporterOptions;
  /** What to say of each name neither Courier nor an installed package answers to. */
  warnings: readonly string[];
}

export function chooseReporters(
  reporters: string[] | true,
  reporterArgs: readonly ReporterArg[],
  io: CliIo,
): ChosenReporters {
  const named = reporters === true ? ['cli'] : reporters;
  const installed = named.flatMap((name): InstalledReporter[] => {
    const path = preferInstalledReporter(name) ? findNewmanReporter(name, process.cwd(), io.env) : undefined;
    return path === undefined ? [] : [{ name, path }];
  });
  const isInstalled = (name: string) => installed.some((reporter) => reporter.name === name);
  // Every name given, so a third-party reporter's options are its own and not everyone's.
  const options = groupReporterOptions(reporterArgs, named);
  // A mistyped JUnit layout is a usage error before anything is sent, not after the run.
  junitLayout(options);
  return {
    named,
    installed,
    own: named.filter((name) => isReporterName(name) && !isInstalled(name)) as ReporterName[],
    options,
    warnings: named.filter((name) => !isReporterName(name) && !isInstalled(name)).map(unknownReporterWarning),
  };
}
