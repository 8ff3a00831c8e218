// One baseline file per request of a run: the response recorded the first time, kept as readable
// JSON (a JSON body is stored as JSON, not as an escaped string) so a change to it reads well in a
// code review.
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { messageOf, type CapturedResponse, type HttpResponse, type RequestResult } from '@courier/core';
import { CliError } from '../errors.js';

const BASELINE_FORMAT = 'courier-baseline';
const BASELINE_VERSION = 1;

export interface BaselineFile {
  format: typeof BASELINE_FORMAT;
  version: typeof BASELINE_VERSION;
  request: { name: string; path: string[]; method: string; url: string };
  recordedAt: string;
  response: {
    status: number;
    headers: Array<[string, string]>;
    totalMs: number;
    /** The body when it is JSON; otherwise `body` holds the text (base64 when binary). */
    json?: unknown;
    body?: string;
    bodyEncoding?: 'utf8' | 'base64';
  };
}

/** Letters, digits, dots, dashes and underscores; every other run of characters is one dash. */
function sanitise(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'request';
}

/**
 * "Users__Get user.GET.json" for the request "Get user" in the folder "Users"; a later iteration
 * of a data-driven run gets its own file, since its rows ask for other answers.
 */
export function baselineFileName(result: Pick<RequestResult, 'path' | 'name' | 'method' | 'iteration'>): string {
  const where = [...result.path, result.name].map(sanitise).join('__');
  const iteration = result.iteration > 0 ? `.iteration-${result.iteration + 1}` : '';
  return `${where}.${sanitise(result.method.toUpperCase())}${iteration}.json`;
}

export function baselineOf(result: RequestResult, response: HttpResponse): BaselineFile {
  const json = response.bodyEncoding === 'utf8' ? parseJson(response.body) : undefined;
  return {
    format: BASELINE_FORMAT,
    version: BASELINE_VERSION,
    request: { name: result.name, path: result.path, method: result.method, url: result.url },
    recordedAt: new Date().toISOString(),
    response: {
      status: response.status,
      headers: response.headers.map(({ name, value }) => [name, value]),
      totalMs: response.duration,
      ...(json === undefined ? { body: response.body, bodyEncoding: response.bodyEncoding } : { json: json.value }),
    },
  };
}

function parseJson(text: string): { value: unknown } | undefined {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    // Not JSON after all: kept as text.
    return undefined;
  }
}

function captured(status: number, headers: Array<[string, string]>, body: string, totalMs: number): CapturedResponse {
  return {
    status,
    headers,
    body,
    bodyHash: createHash('sha256').update(body).digest('hex'),
    size: Buffer.byteLength(body),
    totalMs,
  };
}

export function capturedFromBaseline({ response }: BaselineFile): CapturedResponse {
  const body = response.json !== undefined ? JSON.stringify(response.json) : (response.body ?? '');
  return captured(response.status, response.headers, body, response.totalMs);
}

export function capturedFromResponse(response: HttpResponse): CapturedResponse {
  const headers = response.headers.map(({ name, value }): [string, string] => [name, value]);
  return captured(response.status, headers, response.body, response.duration);
}

/** Why `value` is not a baseline file, or null when it is one. */
function problemOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not a JSON object';
  const file = value as Partial<BaselineFile>;
  if (file.format !== BASELINE_FORMAT) return `"format" is not "${BASELINE_FORMAT}"`;
  if (file.version !== BASELINE_VERSION) return `"version" ${JSON.stringify(file.version)} is not ${BASELINE_VERSION}`;
  const response = file.response;
  if (typeof response !== 'object' || response === null) return '"response" is missing';
  if (!Number.isInteger(response.status)) return '"response.status" is not a status code';
  const headersOk =
    Array.isArray(response.headers) &&
    response.headers.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'),
    );
  if (!headersOk) return '"response.headers" is not a list of [name, value] pairs';
  if (response.json === undefined && typeof response.body !== 'string')
    return 'the response has neither "json" nor "body"';
  if (typeof response.totalMs !== 'number') return '"response.totalMs" is not a number';
  return null;
}

/**
 * Every baseline already in `dir`, by file name, read before the run sends anything: a file that
 * is not a baseline stops the run (BASELINE_FILE) before any file is written. A missing folder is
 * an empty one, created when the first baseline is recorded.
 */
export async function readBaselines(dir: string): Promise<Map<string, BaselineFile>> {
  const baselines = new Map<string, BaselineFile>();
  const info = await stat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new CliError('BASELINE_DIR', `cannot read the baseline folder ${dir}: ${messageOf(error)}`, { cause: error });
  });
  if (info === null) return baselines;
  if (!info.isDirectory()) throw new CliError('BASELINE_DIR', `the baseline folder ${dir} is a file, not a folder`);
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.json')).sort()) {
    const path = join(dir, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      throw new CliError('BASELINE_FILE', `baseline file ${path} is not valid JSON: ${messageOf(error)}`, {
        cause: error,
      });
    }
    const problem = problemOf(parsed);
    if (problem) throw new CliError('BASELINE_FILE', `baseline file ${path} is not a Courier baseline: ${problem}`);
    baselines.set(name, parsed as BaselineFile);
  }
  return baselines;
}
