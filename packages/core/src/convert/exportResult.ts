import { messageOf } from '../errors.js';
import type { Collection } from '../model/collection.js';
import { countRequests } from '../model/walk.js';
import { ExportError } from './errors.js';

/** What an export shows the user before saving. */
export interface ExportSummary {
  collections: number;
  requests: number;
}

/** A file ready to be saved. */
export interface ExportedFile {
  text: string;
  fileName: string;
}

/** A collections file and what it holds. */
export interface ExportResult extends ExportedFile {
  summary: ExportSummary;
}

/** Exports are indented JSON, the way Postman writes its files. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function summarize(collections: readonly Collection[]): ExportSummary {
  return {
    collections: collections.length,
    requests: collections.reduce((total, collection) => total + countRequests(collection), 0),
  };
}

/** There is nothing to export without collections. */
export function assertCollections(collections: readonly unknown[] | undefined): void {
  if (!Array.isArray(collections) || collections.length === 0) {
    throw new ExportError('NOTHING_TO_EXPORT', 'There are no collections to export');
  }
}

/** Runs an export so that whatever goes wrong reaches the caller as an `ExportError`. */
export function runExport<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ExportError) throw error;
    throw new ExportError('EXPORT_FAILED', messageOf(error), { cause: error });
  }
}
