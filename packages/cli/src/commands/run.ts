import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import {
  ExchangeRecorder,
  parseShard,
  planRequests,
  Runner,
  selectShard,
  type Collection,
  type DataFile,
  type DriftIgnoreRules,
  type Environment,
  type RunHandle,
  type RunListener,
  type RunOutcome,
  type Variable,
} from '@courier/core';
import { CliError } from '../errors.js';
import { EXIT, reportError, type ExitCode } from '../exitCodes.js';
import { loadCollection } from '../input/loadCollection.js';
import { loadDataFile } from '../input/loadDataFile.js';
import { loadVariables, parseAssignment, withOverrides, type NamedVariables } from '../input/loadVariables.js';
import type { InputOptions } from '../input/readInputFile.js';
import type { CliIo } from '../io.js';
import { CliReporter } from '../reporters/CliReporter.js';
import { chalkFor, parseColorMode, type ColorMode } from '../reporters/color.js';
import { terminalLine } from '../reporters/terminalText.js';
import {
  isReporterName,
  junitLayout,
  needsExchanges,
  parseReporters,
  preferInstalledReporter,
  unknownReporterWarning,
  writeOutputFile,
  writeReport,
  type ReporterName,
} from '../reporters/fileReports.js';
import { bailMode, parseBailModifiers } from '../run/bail.js';
import { inChaiWording, resultInChaiWording } from '../run/chaiWording.js';
import { withPostmanSystemHeaders } from '../run/postmanSystemHeaders.js';
import { parseBaselineIgnore } from '../run/baselineIgnore.js';
import type { BaselineCheck } from '../run/baselineCheck.js';
import { readCertificateFile, readClientCertificateList, routeByUrl } from '../run/clientCertificates.js';
import { dropMissingBodyFiles } from '../run/missingBodyFiles.js';
import { readCookieJarFile } from '../run/cookieJarFile.js';
import { onStopSignal, SIGNAL_EXIT } from '../run/interrupt.js';
import { stoppedRun, type StopCause } from '../run/stoppedRun.js';
import { flagOption, groupReporterOptions, type ReporterArg, type ReporterOptions } from '../run/reporterOptions.js';
import { scriptedEvents } from '../run/scriptedEvents.js';
import { skippedWebSocketsNotice } from '../run/skippedWebSockets.js';
import { RunVerdict } from '../run/verdict.js';
import { lazyScriptHost } from '../sandbox/lazyScriptHost.js';
import { findNewmanReporter } from '../reporters/newmanReporterPackage.js';
import type { InstalledReporter, NewmanReporters } from '../reporters/newmanReporters.js';
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
  exportEnvironment?: string;
  exportGlobals?: string;
  exportCollection?: string;
  postmanApiKey?: string;
  bail?: string | true;
  ignoreRedirects?: boolean;
  suppressExitCode?: boolean;
  silent?: boolean;
  disableUnicode?: boolean;
  color: ColorMode;
  delayRequest?: number | true;
  timeout?: number | true;
  timeoutRequest?: number | true;
  timeoutScript?: number | true;
  workingDir?: string;
  insecureFileRead: boolean;
  insecure?: boolean;
  sslClientCertList?: string;
  sslClientCert?: string;
  sslClientKey?: string;
  sslClientPassphrase?: string;
  sslExtraCaCerts?: string;
  cookieJar?: string;
  exportCookieJar?: string;
  verbose?: boolean;
  reporters: string[] | true;
  parallel?: number | true;
  shard?: { index: number; total: number };
  baseline?: string;
  baselineIgnore?: DriftIgnoreRules;
  baselineUpdate?: boolean;
}

/**
 * Every option of `newman run` 6.2.2 under Newman's name, so a CI job switches by changing one
 * word; `--reporter-<name>-<option>` options are taken out of the command line before commander
 * sees them (run/reporterOptions.ts) and arrive here as `reporterArgs`.
 */
export function registerRun(
  program: Command,
  io: CliIo,
  setExitCode: (code: ExitCode) => void,
  reporterArgs: readonly ReporterArg[],
): void {
  program
    .command('run')
    .description('Run a Courier export or a Postman collection (v1, v2.0, v2.1), from a path or a URL')
    .argument('<collection>', 'path or URL of the collection file')
    .option('-e, --environment <path>', 'environment file or URL (Postman environment or Courier export)')
    .option('-g, --globals <path>', 'globals file or URL')
    .option(
      '-r, --reporters [reporters]',
      'comma-separated: cli, json, courier-json, csv, html, htmlextra, junit, or any installed newman-reporter-<name>',
      parseReporters,
      ['cli'],
    )
    .option('-n, --iteration-count <n>', 'number of iterations', positiveInteger)
    .option('-d, --iteration-data <path>', 'data file or URL, CSV or JSON; one iteration per row')
    .option('--folder <path>', 'run only this folder or request (repeatable; collection order)', collect)
    .option('--global-var <value>', 'set a global variable, key=value (repeatable)', collect)
    .option('--env-var <value>', 'set an environment variable, key=value (repeatable)', collect)
    .option('--export-environment <path>', 'write the final environment to this file')
    .option('--export-globals <path>', 'write the final globals to this file')
    .option('--export-collection <path>', 'write the collection, with its variables as the run left them')
    .option('--postman-api-key <apiKey>', 'API key sent when fetching files from the Postman API')
    .option('--bail [modifiers]', 'stop at the first failure; modifiers: folder, failure', parseBailModifiers)
    .option('--ignore-redirects', 'do not follow 3xx redirects')
    .option('-x, --suppress-exit-code', 'exit 0 even when something failed')
    .option('--silent', 'no terminal output')
    .option('--disable-unicode', 'plain text instead of ✓ and ✗')
    .addOption(
      new Option('--color <value>', 'on, off or auto (NO_COLOR is honoured)').default('auto').argParser(parseColorMode),
    )
    .option('--delay-request [n]', 'delay between requests and between iterations (ms)', nonNegativeInteger)
    .option('--timeout [n]', 'time limit of the whole run (ms; 0: none)', nonNegativeInteger)
    .option('--timeout-request [n]', 'request timeout (ms; 0: none; default 30000)', nonNegativeInteger)
    .option('--timeout-script [n]', 'time budget of each script (ms; default: the request timeout)', nonNegativeInteger)
    .option('--working-dir <path>', 'where file paths in request bodies resolve')
    .option('--no-insecure-file-read', 'bodies cannot read files outside the working directory')
    .option('-k, --insecure', 'accept any TLS certificate')
    .option('--ssl-client-cert-list <path>', 'client certificates per URL pattern (JSON, as in Newman)')
    .option('--ssl-client-cert <path>', 'client certificate (PEM)')
    .option('--ssl-client-key <path>', 'client certificate key (PEM)')
    .option('--ssl-client-passphrase <passphrase>', 'passphrase of the client key')
    .option('--ssl-extra-ca-certs <path>', 'extra trusted certificate authorities (PEM)')
    .option('--cookie-jar <path>', 'cookies to start with (tough-cookie JSON)')
    .option('--export-cookie-jar <path>', 'write the cookie jar after the run (tough-cookie JSON)')
    .option('--verbose', 'timings and headers of every request, iteration markers')
    .option('--parallel [concurrency]', `run requests concurrently (default ${DEFAULT_PARALLEL})`, positiveInteger)
    .option('--shard <i/n>', 'run only slice i of n of the requests (CI matrix jobs)', parseShard)
    .option('--baseline <dir>', 'compare each response with the one recorded in this folder (recorded when missing)')
    .option(
      '--baseline-ignore <paths>',
      'comma-separated JSON paths ($.items[*].updatedAt) and header:Name left out of the comparison',
      parseBaselineIgnore,
    )
    .option('--baseline-update', 'record every response as the new baseline')
    .addHelpText(
      'after',
      '\nReporter options, as in Newman: --reporter-<name>-<option> [value], e.g.\n' +
        '  --reporter-json-export <path>, --reporter-junit-export <path>, --reporter-html-export <path>,\n' +
        '  --reporter-csv-export <path>, --reporter-cli-no-console, --reporter-cli-no-summary,\n' +
        '  --reporter-cli-no-failures, --reporter-cli-no-assertions, --reporter-cli-no-success-assertions',
    )
    .action(async (file: string, flags: RunFlags) => setExitCode(await run(file, flags, reporterArgs, io)));
}

function readPem(path: string | undefined, baseDir: string): Promise<Buffer | undefined> {
  return path === undefined ? Promise.resolve(undefined) : readCertificateFile(path, baseDir);
}

async function variablesFrom(
  path: string | undefined,
  what: 'environment' | 'globals',
  overrides: string[] | undefined,
  flag: string,
  input: InputOptions,
  carried: readonly Environment[] = [],
): Promise<NamedVariables> {
  // A collection that carries its environments (a Bruno folder) lets `-e Local` name one, as
  // `bru run --env Local` does; a file of that name still wins.
  const named =
    path !== undefined && !existsSync(path) ? carried.find((environment) => environment.name === path) : undefined;
  const loaded = named
    ? { id: named.id, name: named.name, variables: named.variables }
    : path
      ? await loadVariables(path, what, input)
      : { name: what === 'globals' ? 'Globals' : 'Environment', variables: [] };
  const assigned = (overrides ?? []).map((text) => parseAssignment(text, flag));
  return { ...loaded, variables: withOverrides(loaded.variables, assigned) };
}

/** An environment file keeps its id through `--export-environment`; `--env-var` alone gets a new one. */
function asEnvironment(named: NamedVariables, variables: Variable[]): Environment {
  return { id: named.id ?? randomUUID(), name: named.name, variables, isDefault: false };
}

/** `--baseline <dir>`: the recorded responses, read before anything is sent. */
async function baselineCheck(dir: string, flags: RunFlags): Promise<BaselineCheck> {
  const { BaselineCheck, DEFAULT_DRIFT_IGNORE, readBaselines } = await import('../lazy/runExtras.js');
  return new BaselineCheck(
    { dir: resolve(dir), ignore: flags.baselineIgnore ?? DEFAULT_DRIFT_IGNORE, update: flags.baselineUpdate === true },
    await readBaselines(resolve(dir)),
  );
}

/**
 * A shard with nothing to run still passes — a matrix with more jobs than requests is not a failed
 * job — but says so, rather than pass with zero tests as if it had run. Slices differ by at most
 * one, so only a run with fewer requests than shards has an empty one.
 */
function emptyShardNotice(
  collection: Collection,
  { index, total }: { index: number; total: number },
  folders: readonly string[] | undefined,
): string | undefined {
  const planned = planRequests(collection, { folders: folders ?? [] });
  if (selectShard(planned, index, total).length > 0) return undefined;
  const source = folders ? 'the selected folders have' : 'the collection has';
  return `Shard ${index}/${total} has no requests: ${source} ${planned.length}, fewer than the ${total} shards`;
}

/** Newman runs one iteration per data row unless -n says otherwise. */
function iterationsFor(flags: RunFlags, data: DataFile | undefined): number {
  return flags.iterationCount ?? (data && data.rows.length > 0 ? data.rows.length : 1);
}

/** A bare `--timeout-request` (Newman's optional value) sets nothing. */
function given(value: number | true | undefined): number | undefined {
  return value === true ? undefined : value;
}

/** `--ignore-redirects` is the collection-wide default; a request's own setting still wins, as in Newman. */
function withRedirectDefault(collection: Collection, ignoreRedirects: boolean | undefined): Collection {
  if (!ignoreRedirects) return collection;
  return { ...collection, protocolProfileBehavior: { followRedirects: false, ...collection.protocolProfileBehavior } };
}

async function run(file: string, flags: RunFlags, reporterArgs: readonly ReporterArg[], io: CliIo): Promise<ExitCode> {
  const named = flags.reporters === true ? ['cli'] : flags.reporters;
  // An installed newman-reporter-<name> runs as under Newman, found from where the run starts.
  const installed = named.flatMap((name): InstalledReporter[] => {
    const path = preferInstalledReporter(name) ? findNewmanReporter(name, process.cwd(), io.env) : undefined;
    return path === undefined ? [] : [{ name, path }];
  });
  const isInstalled = (name: string) => installed.some((reporter) => reporter.name === name);
  const reporters = named.filter((name) => isReporterName(name) && !isInstalled(name)) as ReporterName[];
  // Every name given, so a third-party reporter's options are its own and not everyone's.
  const reporterOptions = groupReporterOptions(reporterArgs, named);
  // A mistyped JUnit layout is a usage error before anything is sent, not after the run.
  junitLayout(reporterOptions);
  const input: InputOptions = flags.postmanApiKey ? { postmanApiKey: flags.postmanApiKey } : {};
  if ((flags.baselineIgnore || flags.baselineUpdate) && !flags.baseline) {
    throw new CliError('USAGE', '--baseline-ignore and --baseline-update need --baseline <dir>');
  }
  const loaded = await loadCollection(file, input);
  const collection = withRedirectDefault(loaded.collection, flags.ignoreRedirects);
  const postman = loaded.kind === 'postman-collection';
  const environment = await variablesFrom(
    flags.environment,
    'environment',
    flags.envVar,
    '--env-var',
    input,
    loaded.environments,
  );
  const globals = await variablesFrom(flags.globals, 'globals', flags.globalVar, '--global-var', input);
  const data = flags.iterationData ? await loadDataFile(flags.iterationData, input) : undefined;
  const workingDir = resolve(flags.workingDir ?? process.cwd());
  const [cert, key, ca, cookies, clientCertificates] = await Promise.all([
    // Newman reads the client certificate through its working-directory file reader, the CAs directly.
    readPem(flags.sslClientCert, workingDir),
    readPem(flags.sslClientKey, workingDir),
    readPem(flags.sslExtraCaCerts, process.cwd()),
    flags.cookieJar ? readCookieJarFile(flags.cookieJar) : [],
    flags.sslClientCertList ? readClientCertificateList(flags.sslClientCertList, workingDir) : [],
  ]);
  // Read before anything is sent: a bad folder or file stops the run with nothing written.
  const baselines = flags.baseline ? await baselineCheck(flags.baseline, flags) : undefined;
  const chalk = chalkFor(flags.color, io.env);
  const showCli = !flags.silent && reporters.includes('cli') && !flagOption(reporterOptions, 'cli', 'silent');
  const warn = (message: string) => {
    if (!flags.silent) io.err.write(`${chalk.yellow('warning:')} ${terminalLine(message)}\n`);
  };
  loaded.warnings.forEach(warn);
  const skippedWebSockets = skippedWebSocketsNotice(collection);
  if (skippedWebSockets) warn(skippedWebSockets);
  const emptyShard = flags.shard && emptyShardNotice(collection, flags.shard, flags.folder);
  if (emptyShard) warn(emptyShard);
  named
    .filter((name) => !isReporterName(name) && !isInstalled(name))
    .forEach((name) => warn(unknownReporterWarning(name)));

  const scripted = scriptedEvents(collection);
  const concurrency = flags.parallel === undefined ? 1 : flags.parallel === true ? DEFAULT_PARALLEL : flags.parallel;
  const scripts = lazyScriptHost(concurrency);
  // The first isolate starts on its own thread while undici loads on this one.
  if (scripted.any) await scripts.warm();
  const { createUndiciTransport } = await import('../lazy/undiciTransport.js');
  const shared = {
    workingDir,
    allowFilesOutsideWorkingDir: flags.insecureFileRead,
    strictSSL: !flags.insecure,
    ...(ca && { ca }),
  };
  const transport = createUndiciTransport({
    ...shared,
    ...(cert && { cert }),
    ...(key && { key }),
    ...(flags.sslClientPassphrase !== undefined && { passphrase: flags.sslClientPassphrase }),
  });
  // One connection pool per client certificate, all sharing the run's cookies.
  const certified = clientCertificates.map(({ matches, cert, key, passphrase }) => ({
    matches,
    transport: createUndiciTransport({
      ...shared,
      cert,
      key,
      cookieJar: transport.cookieJar,
      ...(passphrase && { passphrase }),
    }),
  }));
  for (const { url, cookie } of cookies) await transport.cookieJar.setCookie?.(url, cookie);

  const verdict = new RunVerdict();
  // Newman's reporters are given each request and response.
  const exchanges = installed.length > 0 || (await needsExchanges(reporters)) ? new ExchangeRecorder() : undefined;
  const bail = bailMode(flags.bail);
  const iterations = iterationsFor(flags, data);
  const timeoutRequest = given(flags.timeoutRequest);
  const timeoutScript = given(flags.timeoutScript);
  let outcome: RunOutcome;
  let stoppedBy: StopCause | undefined;
  let handle: RunHandle | undefined;
  let reporter: CliReporter | undefined;
  // Newman's reporters are constructed before the run, as Newman constructs them, and follow it.
  const newmanReporters =
    installed.length > 0
      ? new (await import('../lazy/newmanReporters.js')).NewmanReporters({
          installed,
          context: { ...(exchanges && { exchange: (id: string) => exchanges.get(id) }), collection: loaded.collection },
          reporterOptions,
          runOptions: {
            reporters: named,
            ...(flags.folder && { folder: flags.folder }),
            ...(flags.iterationCount !== undefined && { iterationCount: flags.iterationCount }),
          },
          iterations,
        })
      : undefined;
  // Listening until the reports are written: a script computing on this thread holds a signal
  // back until it ends, and one noticed after the last request still ends the job as stopped.
  const uninstall = onStopSignal((signal) => {
    stoppedBy = signal;
    reporter?.interrupted(signal);
    handle?.stop();
  });
  try {
    // The transport's cookie jar is also what scripts read as pm.cookies, as in Newman.
    const routed = routeByUrl(transport, certified);
    // A Postman collection's requests carry what Postman's runtime adds (decision 0038).
    const sending = dropMissingBodyFiles(postman ? withPostmanSystemHeaders(routed) : routed, workingDir, (message) =>
      reporter ? reporter.warn(message) : warn(message),
    );
    handle = new Runner({ transport: sending, scripts, cookies: transport.cookieJar }).start({
      collection,
      // Named when it comes from a file, for pm.environment.name (undefined without -e, as in Newman).
      environment: flags.environment ? asEnvironment(environment, environment.variables) : environment.variables,
      globals: globals.variables,
      mode: flags.parallel === undefined ? 'sequential' : 'parallel',
      ...(flags.parallel !== undefined && { concurrency }),
      rules: 'newman',
      ...(bail && { bail }),
      settings: {
        iterations,
        delay: given(flags.delayRequest) ?? 0,
        ...(timeoutRequest !== undefined && { timeout: timeoutRequest }),
        ...(data && { dataFile: data }),
      },
      ...(flags.folder && { folders: flags.folder }),
      ...(flags.shard && { shard: flags.shard }),
      // Newman's 0 is "no budget"; Courier keeps the default one rather than let a script hang the job.
      ...(timeoutScript !== undefined && timeoutScript > 0 && { scriptTimeoutMs: timeoutScript }),
      maxIterations: Infinity,
      includeResponses: exchanges !== undefined || baselines !== undefined || (flags.verbose === true && showCli),
      keepResults:
        installed.length > 0 || reporters.some((name) => name !== 'cli') || flags.exportCollection !== undefined,
    });
    const running = handle;
    // First, so that the verdict, the reporters and the reports see its assertions.
    if (baselines) running.on(baselines.listener);
    // A Postman collection's failures read as Newman words them, in every report.
    const listen = (listener: RunListener) => running.on(postman ? inChaiWording(listener) : listener);
    listen(verdict.listener);
    if (exchanges) listen(exchanges.listener);
    // After the exchanges: each execution a reporter hears of carries its request and response.
    if (newmanReporters) listen(newmanReporters.listener);
    if (showCli) {
      reporter = new CliReporter({
        chalk,
        collectionName: collection.name,
        progress: io.isTerminal && !io.env['CI'],
        verbose: flags.verbose === true,
        console: !flagOption(reporterOptions, 'cli', 'noConsole'),
        summary: !flagOption(reporterOptions, 'cli', 'noSummary'),
        failureList: !flagOption(reporterOptions, 'cli', 'noFailures'),
        assertions: !flagOption(reporterOptions, 'cli', 'noAssertions'),
        successAssertions: !flagOption(reporterOptions, 'cli', 'noSuccessAssertions'),
        iterations,
        unicode: flags.disableUnicode !== true,
        scriptedEvents: scripted.of,
        failures: verdict.failures,
        out: io.out,
        err: io.err,
      });
      listen(reporter.listener);
    }
    const runTimeout = given(flags.timeout);
    const deadline =
      runTimeout !== undefined && runTimeout > 0
        ? setTimeout(() => {
            stoppedBy = 'timeout';
            running.stop();
          }, runTimeout)
        : undefined;
    outcome = await running.done;
    clearTimeout(deadline);
  } catch (error) {
    uninstall();
    throw error;
  } finally {
    await Promise.all([scripts.dispose(), transport.close(), ...certified.map((route) => route.transport.close())]);
  }
  try {
    // One turn of the event loop, so that a signal held back by a computing script is seen.
    await new Promise((resolve) => setImmediate(resolve));
    if (stoppedBy === 'timeout' && !flags.silent)
      io.err.write(`error: the run exceeded --timeout ${given(flags.timeout)} ms\n`);
    if (baselines) {
      await baselines.flush();
      if (!flags.silent) io.err.write(`${baselines.summaryLine()}\n`);
    }
    if (flags.exportCookieJar) {
      // The file `--cookie-jar` reads back, so a later job can go on with the cookies.
      const jar = await transport.cookieJar.serialize?.();
      await writeOutputFile(flags.exportCookieJar, JSON.stringify(jar ?? { cookies: [] }, null, 2));
    }
    const ran = postman ? resultInChaiWording(outcome.result) : outcome.result;
    const result = stoppedBy === undefined ? ran : stoppedRun(ran, stoppedBy, given(flags.timeout));
    await writeOutputs(
      flags,
      { own: reporters, newman: newmanReporters },
      reporterOptions,
      { ...outcome, result },
      loaded.collection,
      environment,
      globals,
      exchanges,
      io,
    );
    if (stoppedBy === 'SIGINT' || stoppedBy === 'SIGTERM') return SIGNAL_EXIT[stoppedBy];
    if (flags.suppressExitCode) return EXIT.passed;
    return verdict.failed(outcome.result) || stoppedBy === 'timeout' ? EXIT.failed : EXIT.passed;
  } finally {
    uninstall();
  }
}

/** The reporters of a run: Courier's own and the installed Newman ones. */
interface RunReporters {
  own: readonly ReporterName[];
  newman: NewmanReporters | undefined;
}

async function writeOutputs(
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
  // Every file is attempted: one that cannot be written (a full disk, a report too large for its
  // kind) must not cost the others. Each refusal is said; the last one decides the exit code.
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
