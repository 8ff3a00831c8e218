import Papa from 'papaparse';
import { messageOf } from '../errors.js';
import type { DataFile } from '../model/run.js';
import { RunnerError } from './errors.js';

type Row = Record<string, unknown>;

/** The formats a data file may have: the runner form refuses any other extension. */
export type DataFileFormat = 'csv' | 'json';

/** The format a file name says it has, or undefined for an extension the runner does not read. */
export function dataFileFormat(fileName: string): DataFileFormat | undefined {
  const match = /\.(csv|json)$/i.exec(fileName.trim());
  return match ? (match[1]?.toLowerCase() as DataFileFormat) : undefined;
}

function dataError(reason: string, cause?: unknown): RunnerError {
  // The web runner's message, also Newman's wording, so CI logs read the same after switching.
  return new RunnerError(
    'DATA_FILE',
    `Error parsing data file: ${reason}`,
    cause === undefined ? undefined : { cause },
  );
}

function parseJsonRows(text: string): Row[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw dataError(messageOf(error), error);
  }
  if (
    !Array.isArray(parsed) ||
    !parsed.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))
  ) {
    throw dataError('a JSON data file must be an array of objects');
  }
  return parsed as Row[];
}

/**
 * A CSV value as Newman casts it (its `csvAutoParse`): text that reads as an integer or a decimal
 * is a number, so `pm.iterationData.get('id')` equals the number a response returns. Newman leaves
 * quoted values as text; papaparse does not say which values were quoted, so a quoted number is a
 * number here too.
 */
function castLikeNewman(value: string): string | number {
  if (/^[-+]?[1-9][0-9]*$/.test(value)) return parseInt(value, 10);
  // Newman's loose float test, kept as it is so that verdicts match: '007' and '1e3' are numbers.
  if (Number(value) - parseFloat(value) + 1 >= 0) return parseFloat(value);
  return value;
}

/** How a CSV row with more or fewer fields than the header is taken. */
export interface DataFileOptions {
  /**
   * 'refuse' (the web runner) fails the file; 'newman' loads it as Newman does: a missing
   * field is absent from the row, a field beyond the header is dropped, and a blank line is a
   * row whose first field is empty (so a file ending in a blank line runs one more iteration).
   * Newman also trims the whitespace around each name and value.
   */
  unevenRows?: 'refuse' | 'newman';
}

const UNEVEN_ROW_CODES = new Set(['TooFewFields', 'TooManyFields']);

/** The first line is the header, comma-separated; empty lines skipped except as Newman takes them. */
function parseCsvRows(text: string, options: DataFileOptions): Row[] {
  const newman = options.unevenRows === 'newman';
  const parsed = Papa.parse<Row>(newman ? text.replace(/(\r\n|\r|\n)$/, '') : text, {
    header: true,
    skipEmptyLines: !newman,
    ...(newman && { transformHeader: (name: string) => name.trim() }),
    transform: (value: string) => castLikeNewman(newman ? value.trim() : value),
  });
  const tolerated = (code: string) =>
    // A one-column file has no delimiter to detect; papaparse reports that but parses it right.
    code === 'UndetectableDelimiter' || (options.unevenRows === 'newman' && UNEVEN_ROW_CODES.has(code));
  const [problem] = parsed.errors.filter((error) => !tolerated(error.code));
  if (problem) throw dataError(`${problem.message} (row ${problem.row ?? 0})`);
  if (options.unevenRows !== 'newman') return parsed.data;
  // papaparse keeps the fields beyond the header under this key; Newman drops them.
  return parsed.data.map(({ __parsed_extra: _extra, ...row }) => row);
}

/**
 * A data file's rows, one per iteration: CSV (first line names the columns) or
 * JSON (an array of objects). Throws RunnerError DATA_FILE with 'Error parsing data file: …'.
 */
export function parseDataFile(
  name: string,
  text: string,
  format: DataFileFormat,
  options: DataFileOptions = {},
): DataFile {
  const body = text.replace(/^\uFEFF/, '');
  const rows = format === 'json' ? parseJsonRows(body) : parseCsvRows(body, options);
  return { name, rows };
}
