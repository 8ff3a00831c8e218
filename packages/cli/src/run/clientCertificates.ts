import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { messageOf } from '@courier/core';
import { CliError } from '../errors.js';
import { readInputFile } from '../input/readInputFile.js';
import { anyUrlMatcher, type UrlMatcher } from './urlMatchPattern.js';

/** One entry of Newman's `--ssl-client-cert-list` file, its files read. */
export interface ClientCertificate {
  name: string;
  matches: UrlMatcher;
  cert: Buffer;
  key: Buffer;
  passphrase?: string;
}

interface ListedCertificate {
  name?: unknown;
  matches?: unknown;
  key?: { src?: unknown };
  cert?: { src?: unknown };
  pfx?: { src?: unknown };
  passphrase?: unknown;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A PEM file named on the command line or in the certificates list; relative to `baseDir`. */
export async function readCertificateFile(path: string, baseDir: string): Promise<Buffer> {
  try {
    return await readFile(resolve(baseDir, path));
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot read certificate file ${path}: ${messageOf(error)}`, { cause: error });
  }
}

/**
 * `--ssl-client-cert-list <path>`: a JSON array of `{ name, matches: [pattern…], key: { src },
 * cert: { src }, passphrase }`; the files resolve from the working directory, as in Newman. A PFX
 * bundle is refused with the way round it (PEM files from `openssl pkcs12`).
 */
export async function readClientCertificateList(path: string, workingDir: string): Promise<ClientCertificate[]> {
  const text = await readInputFile(path, 'ssl client certificates list');
  let listed: unknown;
  try {
    listed = JSON.parse(text);
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot load ssl client certificates list ${path}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  if (!Array.isArray(listed)) {
    throw new CliError('INPUT_FILE', `cannot load ssl client certificates list ${path}: expected an array`);
  }
  return Promise.all(
    (listed as ListedCertificate[]).map(async (entry, index) => {
      const name = isString(entry.name) ? entry.name : `#${index + 1}`;
      const wrong = (what: string) => new CliError('INPUT_FILE', `ssl client certificate ${name} in ${path}: ${what}`);
      if (entry.pfx !== undefined) throw wrong('pfx is not supported, give cert and key as PEM files');
      if (!Array.isArray(entry.matches) || !entry.matches.every(isString))
        throw wrong('matches must be a list of URL patterns');
      if (!isString(entry.cert?.src) || !isString(entry.key?.src)) throw wrong('needs cert.src and key.src');
      const [cert, key] = await Promise.all([
        readCertificateFile(entry.cert.src, workingDir),
        readCertificateFile(entry.key.src, workingDir),
      ]);
      return {
        name,
        matches: anyUrlMatcher(entry.matches),
        cert,
        key,
        ...(isString(entry.passphrase) && { passphrase: entry.passphrase }),
      };
    }),
  );
}
