// `npm run compat`: runs every collection of ../shared/corpus with Courier and prints Courier's
// verdicts beside Newman's, assertion by assertion, per collection; then again after converting
// each collection, environment and globals file to Courier's format and back (a round trip must
// not change a verdict; test names holding a random value differ between any two runs). Separate from
// `npm test`: a clone of the project alone has no ../shared.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const corpus = resolve(root, '../shared/corpus');
const bin = join(root, 'packages/cli/bin/courier.js');
const RUN_TIMEOUT_MS = 180_000;

if (!existsSync(join(corpus, 'runs.tsv'))) {
  console.log(`compat: no corpus at ${corpus} (it sits beside the repository, not in it); nothing to compare.`);
  process.exit(0);
}

const portFree = (port) =>
  new Promise((done) => {
    const server = createServer().once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });

/** A base port with the three above it free too: the echo server listens on PORT..PORT+3. */
async function freePorts() {
  for (;;) {
    const base = await new Promise((done) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => done(port));
      });
    });
    if (base > 65000) continue;
    const rest = await Promise.all([1, 2, 3].map((offset) => portFree(base + offset)));
    if (rest.every(Boolean)) return base;
  }
}

const listening = (port) =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(() => done(true))).once('error', () => done(false));
  });

async function startEcho(port) {
  const child = spawn(process.execPath, [join(corpus, 'echo-server.js')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 20_000; waited += 100) {
    if ((await Promise.all([0, 1, 2, 3].map((offset) => listening(port + offset)))).every(Boolean)) return child;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error('echo-server.js did not start');
}

function readRuns(text) {
  const [head, ...lines] = text.trim().split('\n');
  const columns = head.split('\t');
  return lines
    .filter(Boolean)
    .map((line) => Object.fromEntries(line.split('\t').map((value, i) => [columns[i], value])));
}

/** Runs the bin; resolves with its exit code and stderr, whatever happens. */
function courier(args, env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--no-node-snapshot', bin, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stderr });
    });
  });
}

/** `courier convert` twice: Postman → native → Postman, as a user moving a collection through Courier would. */
async function roundTrip(file, env) {
  const native = file.replace(/(\.json)?$/, '.native.json');
  const back = file.replace(/(\.json)?$/, '.back.json');
  for (const [from, to, target] of [
    [file, native, 'native'],
    [native, back, 'postman'],
  ]) {
    const converted = await courier(['convert', from, '--to', target, '-o', to], env);
    if (converted.code !== 0) throw new Error(`convert ${from} --to ${target}: ${converted.stderr.trim()}`);
  }
  return back;
}

/** One `courier run` of the row's (local) files against a fresh echo server: its verdict lines. */
async function runCourier(row, local, report, env) {
  // Courier's layout keeps each iteration's verdicts apart, as the baseline lists them.
  const args = ['run', local.collection, '-r', 'junit', '--reporter-junit-export', report, '--silent'];
  args.push('--reporter-junit-layout', 'courier');
  if (local.environment) args.push('-e', local.environment);
  if (local.globals) args.push('-g', local.globals);
  if (local.data) args.push('-d', local.data);
  if (row.working_dir) args.push('--working-dir', join(corpus, 'collections', row.working_dir));
  if (row.extra_args) args.push(...row.extra_args.split(/\s+/).filter(Boolean));

  const echo = await startEcho(Number(env.PORT));
  const started = performance.now();
  const guard = `--require ${join(corpus, 'loopback-guard.js')}`;
  const result = await courier(args, {
    ...env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${guard}`.trim(),
    CI: '1',
  });
  const ms = Math.round(performance.now() - started);
  echo.kill();
  const crashed = ![0, 1].includes(result.code) || !existsSync(report);
  const verdicts = crashed
    ? ''
    : (await exec(process.execPath, [join(corpus, 'verdicts.js'), 'junit', report, row.id])).stdout;
  const crash = crashed
    ? (result.stderr.trim().split('\n').slice(-1)[0] ?? `exit ${result.code ?? result.signal}`)
    : '';
  return { verdicts, crash, ms };
}

async function runOne(row, dir) {
  const port = await freePorts();
  const env = { ...process.env, PORT: String(port), REWRITE_MAP: row.rewrite_map ?? '' };
  const inputs = ['collection', 'environment', 'globals', 'data'].filter((column) => row[column]);
  const local = {};
  for (const column of inputs) {
    const context = inputs.filter((other) => other !== column).map((other) => join(corpus, 'collections', row[other]));
    local[column] = join(dir, `${row.id}.${column}${row[column].endsWith('.csv') ? '.csv' : '.json'}`);
    await exec(
      process.execPath,
      [join(corpus, 'rewrite.js'), join(corpus, 'collections', row[column]), local[column], ...context],
      { env },
    );
  }
  const outcome = await runCourier(row, local, join(dir, `${row.id}.xml`), env);
  // The same run after a round trip through Courier's own format must reach the same verdicts.
  const converted = { ...local };
  for (const column of ['collection', 'environment', 'globals'].filter((name) => local[name])) {
    converted[column] = await roundTrip(local[column], env);
  }
  const again = await runCourier(row, converted, join(dir, `${row.id}.round-trip.xml`), env);
  return { ...outcome, roundTrip: again };
}

const count = (lines, id, verdict) =>
  lines.filter((line) => line[0] === id && (!verdict || line[3] === verdict)).length;

const rows = readRuns(await readFile(join(corpus, 'runs.tsv'), 'utf8'));
const dir = await mkdtemp(join(tmpdir(), 'courier-compat-'));
try {
  const outcomes = new Map();
  let ours = '';
  let roundTripped = '';
  for (const row of rows) {
    process.stderr.write(`compat: ${row.id}\n`);
    const outcome = await runOne(row, dir);
    outcomes.set(row.id, outcome);
    ours += outcome.verdicts;
    roundTripped += outcome.roundTrip.verdicts;
  }
  const oursPath = join(dir, 'ours.tsv');
  await writeFile(oursPath, ours);
  const roundTripPath = join(dir, 'round-trip.tsv');
  await writeFile(roundTripPath, roundTripped);
  const sameAfterRoundTrip = await exec(process.execPath, [
    join(corpus, 'verdicts.js'),
    'compare',
    oursPath,
    roundTripPath,
  ]).catch((error) => error);
  const baseline = join(corpus, 'newman-verdicts.tsv');
  const compared = await exec(process.execPath, [join(corpus, 'verdicts.js'), 'compare', baseline, oursPath]).catch(
    (error) => error,
  );
  const matched = new Map(
    compared.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t')),
  );
  const split = (text) =>
    text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
  const newman = split(await readFile(baseline, 'utf8'));
  const courierLines = split(ours);

  const roundTripMatched = new Map(
    sameAfterRoundTrip.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t')),
  );
  const table = [['collection', 'newman pass/fail', 'courier pass/fail', 'matched', 'round trip', 'time', 'crash']];
  for (const row of rows) {
    const outcome = outcomes.get(row.id);
    table.push([
      row.id,
      `${count(newman, row.id, 'pass')}/${count(newman, row.id, 'fail')}`,
      `${count(courierLines, row.id, 'pass')}/${count(courierLines, row.id, 'fail')}`,
      matched.get(row.id) ?? '0/0',
      roundTripMatched.get(row.id) ?? '0/0',
      `${outcome.ms}ms`,
      outcome.crash || outcome.roundTrip.crash || '-',
    ]);
  }
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  for (const cells of table) console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  console.log(compared.stdout.trim().split('\n').pop());
  // verdicts.js words its total for Newman; here the base is Courier's own run of the original files.
  const roundTripTotal = sameAfterRoundTrip.stdout.trim().split('\n').pop().split(': ').pop();
  console.log(`verdicts unchanged by a Postman → native → Postman round trip: ${roundTripTotal}`);
} finally {
  // COMPAT_KEEP=1 keeps the rewritten files and JUnit reports for a closer look.
  if (process.env.COMPAT_KEEP) console.log(`reports kept in ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
