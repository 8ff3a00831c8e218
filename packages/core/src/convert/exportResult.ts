import { messageOf } from '../errors.js';
import type { Collection } from '../model/collection.js';
import { countRequests, countWebSocketRequests } from '../model/walk.js';
import { ExportError } from './errors.js';

/** What an export shows the user before saving. */
export interface ExportSummary {
  collections: number;
  requests: number;
  /** WebSocket requests the collections hold that the format has no place for (Postman v2.1). */
  webSocketRequestsLeftOut?: number;
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

export function summarize(collections: readonly Collection[], { leavesOutWebSockets = false } = {}): ExportSummary {
  const leftOut = leavesOutWebSockets
    ? collections.reduce((total, collection) => total + countWebSocketRequests(collection), 0)
    : 0;
  return {
    collections: collections.length,
    requests: collections.reduce((total, collection) => total + countRequests(collection), 0),
    ...(leftOut > 0 && { webSocketRequestsLeftOut: leftOut }),
  };
}

/** '2 WebSocket requests left out: Postman Collection v2.1 cannot hold them', or nothing to say. */
export function leftOutNotice(summary: Pick<ExportSummary, 'webSocketRequestsLeftOut'>): string | undefined {
  const count = summary.webSocketRequestsLeftOut ?? 0;
  if (count === 0) return undefined;
  return `${count} WebSocket ${count === 1 ? 'request' : 'requests'} left out: Postman Collection v2.1 cannot hold ${count === 1 ? 'it' : 'them'}`;
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
