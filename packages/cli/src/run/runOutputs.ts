// What a run leaves behind once it is over: the reports, Newman's reporters' files and the exported
// environment, globals and collection.
import type { Collection, ExchangeRecorder, RunOutcome } from '@courier/core';
import { reportError } from '../exitCodes.js';
import type { NamedVariables } from '../input/loadVariables.js';
import type { CliIo } from '../io.js';
import { writeOutputFile, writeReport, type ReporterName } from '../reporters/fileReports.js';
import type { NewmanReporters } from '../reporters/newmanReporters.js';
import type { ReporterOptions } from './reporterOptions.js';
import type { RunFlags } from './runFlags.js';
import { asEnvironment } from './runInputs.js';

/** The reporters of a run: Courier's own and the installed Newman ones. */
export interface RunReporters {
  own: readonly ReporterName[];
  newman: NewmanReporters | undefined;
}

/**
 * Every file the run was asked for. Each is attempted: one that cannot be written (a full disk, a
 * report too large for its kind) must not cost the others. Each refusal is said; the last one decides
 * the exit code.
 */
export async function writeOutputs(
  flags: RunFlags,
  { own, newman }: RunReporters,
  reporterOptions: ReporterOptions,
  { result, variables }: RunOutcome,
  collection: Collection,
  environment: NamedVariables,
  globals: NamedVariables,
  exchanges: ExchangeRecorder | undefined,
  io: CliIo,
): Promise<void> {
  const context = {
    ...(exchanges && { exchange: (id: string) => exchanges.get(id) }),
    collection,
    // Named only when it comes from a file, as Newman's report names it.
    environment: { ...(flags.environment ? environment : {}), variables: variables.environment },
    globals: { ...globals, variables: variables.globals },
  };
  const refusals: unknown[] = [];
  const attempt = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      refusals.push(error);
    }
  };
  const written = (name: string, path: string) => {
    if (!flags.silent) io.err.write(`${name} report: ${path}\n`);
  };
  for (const name of own) {
    if (name === 'cli') continue;
    await attempt(async () => written(name, await writeReport(name, result, reporterOptions, context)));
  }
  if (newman) {
    const { newmanReport } = await import('../lazy/newmanReporters.js');
    await newman.finish(newmanReport(result, context), attempt, written);
  }
  if (flags.exportEnvironment || flags.exportGlobals || flags.exportCollection) {
    const { exportPostman, exportPostmanEnvironment, exportPostmanGlobals } = await import('../lazy/runExtras.js');
    const { exportEnvironment, exportGlobals, exportCollection } = flags;
    if (exportEnvironment)
      await attempt(() =>
        writeOutputFile(
          exportEnvironment,
          exportPostmanEnvironment(asEnvironment(environment, variables.environment)).text,
        ),
      );
    if (exportGlobals)
      await attempt(() => writeOutputFile(exportGlobals, exportPostmanGlobals(variables.globals).text));
    if (exportCollection) {
      const ran = { ...collection, variables: variables.collectionVariables };
      await attempt(() => writeOutputFile(exportCollection, exportPostman([ran]).text));
    }
  }
  const last = refusals.pop();
  for (const refusal of refusals) io.err.write(`${reportError(refusal).line}\n`);
  if (last !== undefined) throw last;
}
