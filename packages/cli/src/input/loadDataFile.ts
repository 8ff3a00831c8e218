import { extname } from 'node:path';
import { CourierError, type DataFile } from '@courier/core';
import { CliError } from '../errors.js';
import { fileNameOf, readInputFile, type InputOptions } from './readInputFile.js';

/** `-d`: CSV (first line names the columns) or JSON (an array of objects), one row per iteration. */
export async function loadDataFile(path: string, options: InputOptions = {}): Promise<DataFile> {
  const text = await readInputFile(path, 'data', options);
  const name = fileNameOf(path);
  // Newman reads any other extension as CSV; the web runner is stricter.
  const format = extname(name).toLowerCase() === '.json' ? 'json' : 'csv';
  const { parseDataFile } = await import('../lazy/runExtras.js');
  try {
    return parseDataFile(name, text, format, { unevenRows: 'newman' });
  } catch (error) {
    if (error instanceof CourierError) throw new CliError('DATA_FILE', error.message, { cause: error });
    throw error;
  }
}
