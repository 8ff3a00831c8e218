import { basename, extname } from 'node:path';
import Papa from 'papaparse';
import { messageOf, type DataFile } from '@courier/core';
import { CliError } from '../errors.js';
import { readInputFile } from './readInputFile.js';

type Row = Record<string, unknown>;

function dataError(reason: string): CliError {
  // Newman's wording, so CI logs read the same after switching.
  return new CliError('DATA_FILE', `Error parsing data file: ${reason}`);
}

function parseJsonRows(text: string): Row[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw dataError(messageOf(error));
  }
  if (
    !Array.isArray(parsed) ||
    !parsed.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))
  ) {
    throw dataError('a JSON data file must be an array of objects');
  }
  return parsed as Row[];
}

function parseCsvRows(text: string): Row[] {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  // A one-column file has no delimiter to detect; papaparse reports that but parses it right.
  const [problem] = parsed.errors.filter((error) => error.code !== 'UndetectableDelimiter');
  if (problem) throw dataError(`${problem.message} (row ${problem.row ?? 0})`);
  return parsed.data;
}

/** `-d`: CSV (first line names the columns) or JSON (an array of objects), one row per iteration. */
export async function loadDataFile(path: string): Promise<DataFile> {
  const text = await readInputFile(path, 'data');
  const rows = extname(path).toLowerCase() === '.json' ? parseJsonRows(text) : parseCsvRows(text);
  return { name: basename(path), rows };
}
