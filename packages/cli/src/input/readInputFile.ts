import { readFile } from 'node:fs/promises';
import { messageOf } from '@courier/core';
import { CliError } from '../errors.js';

/** A file named on the command line, as text; a missing or unreadable file is one clear line. */
export async function readInputFile(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : messageOf(error);
    throw new CliError('INPUT_FILE', `cannot read ${what} file ${path}: ${reason}`, { cause: error });
  }
}
