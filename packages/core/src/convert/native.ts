/** Courier's own file (model/format): everything a workbench holds, versioned and migrated forward. */
import { ValidationError } from '../errors.js';
import type { Collection } from '../model/collection.js';
import type { Environment } from '../model/environment.js';
import { CURRENT_FORMAT_INFO, ExportBundleSchema, migrateToLatest, type ExportBundle } from '../model/format/latest.js';
import type { HistoryItem } from '../model/history.js';
import { describeIssues } from '../model/parse.js';
import type { Settings } from '../model/settings.js';
import { ExportError, ImportError } from './errors.js';
import { exportFileName } from './exportFileName.js';
import { assertCollections, jsonText, runExport, summarize, type ExportResult } from './exportResult.js';
import { assertFolderDepth, assertJsonDepth } from './limits.js';
import { isRecord } from './untrusted.js';

export interface NativeData {
  collections: readonly Collection[];
  environments?: readonly Environment[];
  history?: readonly HistoryItem[];
  settings?: Settings;
}

export interface ExportOptions {
  /** The export time written into the file and its name; defaults to now. */
  now?: Date;
  /** A file of environments alone is fine too (converting a Postman environment or globals file). */
  environmentsOnly?: boolean;
}

export const NATIVE_FILE_PREFIX = 'courier-export';

export function exportNative(data: NativeData, options: ExportOptions = {}): ExportResult {
  return runExport(() => {
    if (!options.environmentsOnly) assertCollections(data.collections);
    const now = options.now ?? new Date();
    const parsed = ExportBundleSchema.safeParse({
      info: CURRENT_FORMAT_INFO,
      collections: data.collections,
      environments: data.environments ?? [],
      history: data.history ?? [],
      settings: data.settings,
      exportedAt: now.toISOString(),
    });
    if (!parsed.success) throw new ExportError('EXPORT_FAILED', describeIssues(parsed.error), { cause: parsed.error });
    return {
      text: jsonText(parsed.data),
      fileName: exportFileName(NATIVE_FILE_PREFIX, now),
      summary: summarize(parsed.data.collections),
    };
  });
}

/** Reads a native file of any format version (already parsed from JSON) as the latest bundle. */
export function importNative(file: unknown): ExportBundle {
  assertJsonDepth(file);
  if (isRecord(file) && Array.isArray(file['collections'])) {
    for (const collection of file['collections']) {
      if (isRecord(collection)) assertFolderDepth(collection['items'], 'items');
    }
  }
  try {
    return migrateToLatest(file);
  } catch (error) {
    if (error instanceof ValidationError) throw new ImportError('IMPORT_FAILED', error.message, { cause: error });
    throw error;
  }
}
