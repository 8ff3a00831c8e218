import { basename, extname } from 'node:path';
import { CourierError, parseDataFile, type DataFile } from '@courier/core';
import { CliError } from '../errors.js';
import { readInputFile } from './readInputFile.js';

/** `-d`: CSV (first line names the columns) or JSON (an array of objects), one row per iteration. */
export async function loadDataFile(path: string): Promise<DataFile> {
  const text = await readInputFile(path, 'data');
  // Newman reads any other extension as CSV; the web runner is stricter (spec 01 §5).
  const format = extname(path).toLowerCase() === '.json' ? 'json' : 'csv';
  try {
    return parseDataFile(basename(path), text, format);
  } catch (error) {
    if (error instanceof CourierError) throw new CliError('DATA_FILE', error.message, { cause: error });
    throw error;
  }
}
