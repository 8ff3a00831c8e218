// What a run reads before anything is sent: the collection, its variables, data, certificates,
// cookies and baselines. A file that cannot be read stops the run here, with nothing sent or written.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Collection, DataFile, Environment, Variable } from '@courier/core';
import { CliError } from '../errors.js';
import { loadCollection, type LoadedCollection } from '../input/loadCollection.js';
import { loadDataFile } from '../input/loadDataFile.js';
import { loadVariables, parseAssignment, withOverrides, type NamedVariables } from '../input/loadVariables.js';
import type { InputOptions } from '../input/readInputFile.js';
import type { BaselineCheck } from './baselineCheck.js';
import { readCertificateFile, readClientCertificateList, type ClientCertificate } from './clientCertificates.js';
import { readCookieJarFile, type JarCookie } from './cookieJarFile.js';
import type { RunFlags } from './runFlags.js';

export interface RunInputs {
  loaded: LoadedCollection;
  /** The collection as it runs: `--ignore-redirects` applied. */
  collection: Collection;
  /** A Postman collection's failed assertions are reported in chai's wording. */
  postman: boolean;
  environment: NamedVariables;
  globals: NamedVariables;
  data: DataFile | undefined;
  iterations: number;
  workingDir: string;
  tls: { cert?: Buffer | undefined; key?: Buffer | undefined; ca?: Buffer | undefined };
  cookies: JarCookie[];
  clientCertificates: ClientCertificate[];
  baselines: BaselineCheck | undefined;
}

export async function readRunInputs(file: string, flags: RunFlags): Promise<RunInputs> {
  const input: InputOptions = flags.postmanApiKey ? { postmanApiKey: flags.postmanApiKey } : {};
  if ((flags.baselineIgnore || flags.baselineUpdate) && !flags.baseline) {
    throw new CliError('USAGE', '--baseline-ignore and --baseline-update need --baseline <dir>');
  }
  const loaded = await loadCollection(file, input);
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
  return {
    loaded,
    collection: withRedirectDefault(loaded.collection, flags.ignoreRedirects),
    postman: loaded.kind === 'postman-collection',
    environment,
    globals,
    data,
    iterations: iterationsFor(flags, data),
    workingDir,
    tls: { cert, key, ca },
    cookies,
    clientCertificates,
    baselines: flags.baseline ? await baselineCheck(flags.baseline, flags) : undefined,
  };
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
export function asEnvironment(named: NamedVariables, variables: Variable[]): Environment {
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

/** Newman runs one iteration per data row unless -n says otherwise. */
function iterationsFor(flags: RunFlags, data: DataFile | undefined): number {
  return flags.iterationCount ?? (data && data.rows.length > 0 ? data.rows.length : 1);
}

/** `--ignore-redirects` is the collection-wide default; a request's own setting still wins, as in Newman. */
function withRedirectDefault(collection: Collection, ignoreRedirects: boolean | undefined): Collection {
  if (!ignoreRedirects) return collection;
  return { ...collection, protocolProfileBehavior: { followRedirects: false, ...collection.protocolProfileBehavior } };
}
