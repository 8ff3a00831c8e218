import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import {
  exportPostmanEnvironment,
  exportPostmanGlobals,
  listRequests,
  messageOf,
  parseShard,
  Runner,
  scriptChain,
  type Collection,
  type DataFile,
  type Environment,
  type ReportFormat,
  type RunEvent,
  type RunOutcome,
  type RunResult,
  type Variable,
} from '@courier/core';
import { CliError } from '../errors.js';
import { EXIT, type ExitCode } from '../exitCodes.js';
import { loadCollection } from '../input/loadCollection.js';
import { loadDataFile } from '../input/loadDataFile.js';
import { loadVariables, parseAssignment, withOverrides, type NamedVariables } from '../input/loadVariables.js';
import type { CliIo } from '../io.js';
import { CliReporter } from '../reporters/CliReporter.js';
import { lazyScriptHost } from '../sandbox/lazyScriptHost.js';
import { chalkFor, parseColorMode, type ColorMode } from '../reporters/color.js';
import { parseReporters, writeOutputFile, writeReport, type ReporterName } from '../reporters/fileReports.js';
import { collect, nonNegativeInteger, positiveInteger } from './options.js';

/** `--parallel` without a number: ten requests in flight, autocannon's usual connection count. */
export const DEFAULT_PARALLEL = 10;

interface RunFlags {
  environment?: string;
  globals?: string;
  iterationData?: string;
  iterationCount?: number;
  folder?: string[];
  envVar?: string[];
  globalVar?: string[];
  delayRequest?: number;
  timeoutRequest?: number;
  timeoutScript?: number;
  bail?: boolean;
  insecure?: boolean;
  sslClientCert?: string;
  sslClientKey?: string;
  sslClientPassphrase?: string;
  sslExtraCaCerts?: string;
  workingDir?: string;
  reporters: ReporterName[];
  reporterJsonExport?: string;
  reporterCsvExport?: string;
  reporterHtmlExport?: string;
  reporterJunitExport?: string;
  exportEnvironment?: string;
  exportGlobals?: string;
  suppressExitCode?: boolean;
  color: ColorMode;
  silent?: boolean;
  verbose?: boolean;
  reporterCliNoConsole?: boolean;
  parallel?: number | true;
  shard?: { index: number; total: number };
}

/** Newman's flag names (issue 4 §4), so switching is changing one word. */
export function registerRun(program: Command, io: CliIo, setExitCode: (code: ExitCode) => void): void {
  program
    .command('run')
    .description('Run a Courier export or a Postman v2.0/v2.1 collection')
    .argument('<collection>', 'path to the collection file')
    .option('-e, --environment <path>', 'environment file (Postman environment or Courier export)')
    .option('-g, --globals <path>', 'globals file')
    .option('-d, --iteration-data <path>', 'data file, CSV or JSON; one iteration per row')
    .option('-n, --iteration-count <n>', 'number of iterations', positiveInteger)
    .option('--folder <name>', 'run only this folder (repeatable)', collect)
    .option('--env-var <key=value>', 'set an environment variable (repeatable)', collect)
    .option('--global-var <key=value>', 'set a global variable (repeatable)', collect)
    .option('--delay-request <ms>', 'delay between requests', nonNegativeInteger)
    .option('--timeout-request <ms>', 'request timeout (at least 1000; default 30000)', positiveInteger)
    .option('--timeout-script <ms>', 'time budget of each script', positiveInteger)
    .option('--bail', 'stop at the first failed request')
    .option('-k, --insecure', 'accept any TLS certificate')
    .option('--ssl-client-cert <path>', 'client certificate (PEM)')
    .option('--ssl-client-key <path>', 'client certificate key (PEM)')
    .option('--ssl-client-passphrase <passphrase>', 'passphrase of the client key')
    .option('--ssl-extra-ca-certs <path>', 'extra trusted certificate authorities (PEM)')
    .option('--working-dir <path>', 'where file paths in request bodies resolve')
    .option('-r, --reporters <names>', 'comma-separated: cli, json, csv, html, junit', parseReporters, ['cli'])
    .option('--reporter-json-export <path>', 'where the json report goes')
    .option('--reporter-csv-export <path>', 'where the csv report goes')
    .option('--reporter-html-export <path>', 'where the html report goes')
    .option('--reporter-junit-export <path>', 'where the junit report goes')
    .option('--reporter-cli-no-console', "leave the scripts' console output out of the cli report")
    .option('--export-environment <path>', 'write the final environment to this file')
    .option('--export-globals <path>', 'write the final globals to this file')
    .option('-x, --suppress-exit-code', 'exit 0 even when something failed')
    .addOption(
      new Option('--color <mode>', 'on, off or auto (NO_COLOR is honoured)').default('auto').argParser(parseColorMode),
    )
    .option('--silent', 'no terminal output')
    .option('--verbose', 'sizes, URLs, timings and iteration markers per request')
    .option('--parallel [concurrency]', `run requests concurrently (default ${DEFAULT_PARALLEL})`, positiveInteger)
    .option('--shard <i/n>', 'run only slice i of n of the requests (CI matrix jobs)', parseShard)
    .action(async (file: string, flags: RunFlags) => setExitCode(await run(file, flags, io)));
}

async function readPem(path: string | undefined): Promise<Buffer | undefined> {
  if (path === undefined) return undefined;
  try {
    return await readFile(path);
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot read certificate file ${path}: ${messageOf(error)}`, { cause: error });
  }
}

async function variablesFrom(
  path: string | undefined,
  what: 'environment' | 'globals',
  overrides: string[] | undefined,
  flag: string,
): Promise<NamedVariables> {
  const loaded = path
    ? await loadVariables(path, what)
    : { name: what === 'globals' ? 'Globals' : 'Environment', variables: [] };
  const assigned = (overrides ?? []).map((text) => parseAssignment(text, flag));
  return { ...loaded, variables: withOverrides(loaded.variables, assigned) };
}

/** An environment file keeps its id through `--export-environment`; `--env-var` alone gets a new one. */
function asEnvironment(named: NamedVariables, variables: Variable[]): Environment {
  return { id: named.id ?? randomUUID(), name: named.name, variables, isDefault: false };
}

/** Newman runs one iteration per data row unless -n says otherwise. */
function iterationsFor(flags: RunFlags, data: DataFile | undefined): number {
  return flags.iterationCount ?? (data && data.rows.length > 0 ? data.rows.length : 1);
}

/**
 * Newman's exit rule: assertions that failed, requests that could not be sent, or a run that
 * ended in error (--bail). An HTTP 404 the collection asserts on is not a failure of the run.
 */
export function exitCodeOf(result: RunResult, unsent: number): ExitCode {
  return result.summary.tests.failed > 0 || unsent > 0 || result.status === 'errored' ? EXIT.failed : EXIT.passed;
}

/** Requests that could not be sent (status 0), counted from the stream: results may not be kept. */
function countUnsent(handle: { on(listener: (event: RunEvent) => void): unknown }): () => number {
  let unsent = 0;
  handle.on((event) => {
    if (event.type === 'request:done' && event.result.status === 0) unsent += 1;
  });
  return () => unsent;
}

/** Whether a script runs anywhere: on a request, or inherited from its folders or the collection. */
function hasScripts(collection: Collection): boolean {
  return listRequests(collection.items).some(({ request, folders }) =>
    (['prerequest', 'test'] as const).some((event) => scriptChain({ request, folders, collection }, event).length > 0),
  );
}

async function run(file: string, flags: RunFlags, io: CliIo): Promise<ExitCode> {
  const loaded = await loadCollection(file);
  const environment = await variablesFrom(flags.environment, 'environment', flags.envVar, '--env-var');
  const globals = await variablesFrom(flags.globals, 'globals', flags.globalVar, '--global-var');
  const data = flags.iterationData ? await loadDataFile(flags.iterationData) : undefined;
  const [cert, key, ca] = await Promise.all([
    readPem(flags.sslClientCert),
    readPem(flags.sslClientKey),
    readPem(flags.sslExtraCaCerts),
  ]);
  const chalk = chalkFor(flags.color, io.env);
  const showCli = !flags.silent && flags.reporters.includes('cli');
  for (const warning of loaded.warnings) if (!flags.silent) io.err.write(`${chalk.yellow('warning:')} ${warning}\n`);

  const concurrency = flags.parallel === undefined ? 1 : flags.parallel === true ? DEFAULT_PARALLEL : flags.parallel;
  const scripts = lazyScriptHost(concurrency);
  // The first isolate starts on its own thread while undici loads on this one.
  if (hasScripts(loaded.collection)) await scripts.warm();
  const { createUndiciTransport } = await import('../lazy/undiciTransport.js');
  const transport = createUndiciTransport({
    workingDir: resolve(flags.workingDir ?? process.cwd()),
    allowFilesOutsideWorkingDir: true,
    strictSSL: !flags.insecure,
    ...(cert && { cert }),
    ...(key && { key }),
    ...(ca && { ca }),
    ...(flags.sslClientPassphrase !== undefined && { passphrase: flags.sslClientPassphrase }),
  });
  let outcome: RunOutcome;
  let unsent: () => number;
  try {
    // The transport's cookie jar is also what scripts read as pm.cookies, as in Newman.
    const handle = new Runner({ transport, scripts, cookies: transport.cookieJar }).start({
      collection: loaded.collection,
      // Named when it comes from a file, for pm.environment.name (undefined without -e, as in Newman).
      environment: flags.environment ? asEnvironment(environment, environment.variables) : environment.variables,
      globals: globals.variables,
      mode: flags.parallel === undefined ? 'sequential' : 'parallel',
      ...(flags.parallel !== undefined && { concurrency }),
      settings: {
        iterations: iterationsFor(flags, data),
        delay: flags.delayRequest ?? 0,
        ...(flags.timeoutRequest !== undefined && { timeout: flags.timeoutRequest }),
        stopOnError: flags.bail === true,
        ...(data && { dataFile: data }),
      },
      ...(flags.folder && { folders: flags.folder }),
      ...(flags.shard && { shard: flags.shard }),
      ...(flags.timeoutScript !== undefined && { scriptTimeoutMs: flags.timeoutScript }),
      maxIterations: Infinity,
      keepResults: flags.reporters.some((name) => name !== 'cli'),
    });
    unsent = countUnsent(handle);
    if (showCli) {
      const progress = io.isTerminal && !io.env['CI'];
      handle.on(
        new CliReporter({
          chalk,
          progress,
          verbose: flags.verbose === true,
          console: flags.reporterCliNoConsole !== true,
          out: io.out,
          err: io.err,
        }).listener,
      );
    }
    const stop = () => handle.stop();
    process.once('SIGINT', stop);
    outcome = await handle.done;
    process.off('SIGINT', stop);
  } finally {
    await Promise.all([scripts.dispose(), transport.close()]);
  }
  await writeOutputs(flags, outcome, environment, globals, io);
  return flags.suppressExitCode ? EXIT.passed : exitCodeOf(outcome.result, unsent());
}

async function writeOutputs(
  flags: RunFlags,
  { result, variables }: RunOutcome,
  environment: NamedVariables,
  globals: NamedVariables,
  io: CliIo,
): Promise<void> {
  const exports: Record<ReportFormat, string | undefined> = {
    json: flags.reporterJsonExport,
    csv: flags.reporterCsvExport,
    html: flags.reporterHtmlExport,
    junit: flags.reporterJunitExport,
  };
  for (const name of flags.reporters) {
    if (name === 'cli') continue;
    const path = await writeReport(name, result, exports[name]);
    if (!flags.silent) io.err.write(`${name} report: ${path}\n`);
  }
  if (flags.exportEnvironment) {
    await writeOutputFile(
      flags.exportEnvironment,
      exportPostmanEnvironment(asEnvironment(environment, variables.environment)).text,
    );
  }
  if (flags.exportGlobals) {
    await writeOutputFile(flags.exportGlobals, exportPostmanGlobals(variables.globals).text);
  }
}
