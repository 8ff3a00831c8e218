// Where a Newman reporter's files go and what is written: Newman's rules, so a CI job that collects
// `newman/*.html` or a path given with `--reporter-<name>-export` finds the same files.
import { stat } from 'node:fs/promises';
import { join, parse } from 'node:path';
import type { NewmanExport } from './NewmanRunEmitter.js';
import { DEFAULT_REPORT_DIR } from './fileReports.js';

/** Newman's stamp in a default file name: the ISO time, its non-digits as dashes, then `0`. */
function stamped(fileName: string, now: Date): string {
  const { name, ext } = parse(fileName);
  return `${name}-${now.toISOString().replace(/[^\d]+/g, '-')}0${ext}`;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    // Nothing there yet: a file to create.
    return false;
  }
}

/** Newman's rule: the export path, a stamped default inside it when it is a folder, else ./newman/. */
export async function exportPath(file: NewmanExport, now: Date): Promise<string | undefined> {
  if (typeof file.path === 'string' && file.path !== '') {
    return (await isDirectory(file.path)) ? join(file.path, stamped(file.default ?? file.name, now)) : file.path;
  }
  return typeof file.default === 'string' ? join(DEFAULT_REPORT_DIR, stamped(file.default, now)) : undefined;
}

/** A plain object is written as Newman writes it, JSON indented by two; text and bytes as they are. */
export function contentOf(content: unknown): string | Uint8Array {
  if (typeof content === 'string' || content instanceof Uint8Array) return content;
  if (content !== null && typeof content === 'object' && Object.getPrototypeOf(content) === Object.prototype) {
    return JSON.stringify(content, null, 2);
  }
  return content === undefined || content === null ? '' : String(content);
}
