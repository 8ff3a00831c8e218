import { Option, type Command } from 'commander';
import {
  ExchangeRecorder,
  parseShard,
  planRequests,
  Runner,
  selectShard,
  type Collection,
  type RunHandle,
  type RunListener,
  type RunOutcome,
} from '@courier/core';
import { EXIT, type ExitCode } from '../exitCodes.js';
import type { CliIo } from '../io.js';
import { CliReporter } from '../reporters/CliReporter.js';
import { chalkFor, parseColorMode } from '../reporters/color.js';
import { terminalLine } from '../reporters/terminalText.js';
import { needsExchanges, parseReporters, writeOutputFile } from '../reporters/fileReports.js';
import { bailMode, parseBailModifiers } from '../run/bail.js';
import { inChaiWording, resultInChaiWording } from '../run/chaiWording.js';
import { withPostmanSystemHeaders } from '../run/postmanSystemHeaders.js';
import { parseBaselineIgnore } from '../run/baselineIgnore.js';
import { dropMissingBodyFiles } from '../run/missingBodyFiles.js';
import { onStopSignal, SIGNAL_EXIT } from '../run/interrupt.js';
import { stoppedRun, type StopCause } from '../run/stoppedRun.js';
import { flagOption, type ReporterArg } from '../run/reporterOptions.js';
import { scriptedEvents } from '../run/scriptedEvents.js';
import { skippedWebSocketsNotice } from '../run/skippedWebSockets.js';
import { RunVerdict } from '../run/verdict.js';
import { lazyScriptHost } from '../sandbox/lazyScriptHost.js';
import { chooseReporters } from '../run/chosenReporters.js';
import { given, type RunFlags } from '../run/runFlags.js';
import { asEnvironment, readRunInputs } from '../run/runInputs.js';
import { writeOutputs } from '../run/runOutputs.js';
import { createRunTransports } from '../run/runTransports.js';
import { collect, nonNegativeInteger, positiveInteger } from './options.js';

/** `--parallel` without a number: ten requests in flight, autocannon's usual connection count. */
const DEFAULT_PARALLEL = 10;

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

async function run(file: string, flags: RunFlags, reporterArgs: readonly ReporterArg[], io: CliIo): Promise<ExitCode> {
  const chosen = chooseReporters(flags.reporters, reporterArgs, io);
  const { named, installed, own: reporters, options: reporterOptions } = chosen;
  const inputs = await readRunInputs(file, flags);
  const { loaded, collection, postman, environment, globals, data, iterations, workingDir, baselines } = inputs;
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
  chosen.warnings.forEach(warn);

  const scripted = scriptedEvents(collection);
  const concurrency = flags.parallel === undefined ? 1 : flags.parallel === true ? DEFAULT_PARALLEL : flags.parallel;
  const scripts = lazyScriptHost(concurrency);
  // The first isolate starts on its own thread while undici loads on this one.
  if (scripted.any) await scripts.warm();
  const transports = await createRunTransports(flags, inputs);

  const verdict = new RunVerdict();
  // Newman's reporters are given each request and response.
  const exchanges = installed.length > 0 || (await needsExchanges(reporters)) ? new ExchangeRecorder() : undefined;
  const bail = bailMode(flags.bail);
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
    const { routed } = transports;
    // A Postman collection's requests carry what Postman's runtime adds (decision 0038).
    const sending = dropMissingBodyFiles(postman ? withPostmanSystemHeaders(routed) : routed, workingDir, (message) =>
      reporter ? reporter.warn(message) : warn(message),
    );
    // The transport's cookie jar is also what scripts read as pm.cookies, as in Newman.
    handle = new Runner({ transport: sending, scripts, cookies: transports.cookieJar }).start({
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
    await Promise.all([scripts.dispose(), transports.close()]);
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
      const jar = await transports.cookieJar.serialize?.();
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
