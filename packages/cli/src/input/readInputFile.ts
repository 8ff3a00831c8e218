import { existsSync, readFileSync } from 'node:fs';
import { messageOf } from '@courier/core';
import { CliError } from '../errors.js';
import { isUrl, remoteLocation, type RemoteLocation } from './postmanApi.js';

/** How files named by URL are fetched: Newman's `--postman-api-key` goes to the Postman API. */
export interface InputOptions {
  postmanApiKey?: string;
}

/** The file name part of a path or URL, for telling formats apart by extension. */
export function fileNameOf(path: string): string {
  const pathname = isUrl(path) ? new URL(path).pathname : path;
  return pathname.split(/[\\/]/).pop() ?? pathname;
}

/** A URL answered within this time or not at all: a CI job must not wait on a dead host. */
const FETCH_TIMEOUT_MS = 30_000;

async function fetchText({ url, headers }: RemoteLocation, what: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw new CliError('INPUT_FILE', `cannot fetch ${what} file ${url}: ${messageOf(cause ?? error)}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    throw new CliError('INPUT_FILE', `cannot fetch ${what} file ${url}: the server answered ${response.status}`);
  }
  return response.text();
}

/** A file named on the command line, as text; a missing, unreadable or unreachable file is one clear line. */
export async function readInputFile(path: string, what: string, options: InputOptions = {}): Promise<string> {
  const remote = remoteLocation(path, what, options.postmanApiKey, !isUrl(path) && existsSync(path));
  if (remote) return fetchText(remote, what);
  try {
    // Synchronous: the file is read once, before the run starts, and node:fs/promises would load
    // nine more built-in modules (readline among them) at every start.
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : messageOf(error);
    throw new CliError('INPUT_FILE', `cannot read ${what} file ${path}: ${reason}`, { cause: error });
  }
}
