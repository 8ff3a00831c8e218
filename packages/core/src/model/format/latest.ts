import { ValidationError } from '../../errors.js';
import { parseModel } from '../parse.js';
import type { FormatVersion, LaterFormatVersion } from './formatVersion.js';
import { formatV1 } from './v1.js';
import { formatV2 } from './v2.js';
import { formatV3, V3_INFO, V3BundleSchema, type V3Bundle } from './v3.js';

/**
 * Every version of the native file, oldest first. A new version is a file beside v2.ts (its schema
 * and its `up` from the one before), added at the end here, with the names below pointing at it
 * (docs/decisions/0018-versioned-native-format.md).
 */
const FIRST_VERSION: FormatVersion = formatV1;
const LATER_VERSIONS: readonly LaterFormatVersion[] = [formatV2, formatV3];

/** The native file format Courier writes today. */
export const CURRENT_FORMAT_VERSION = V3_INFO.version;
export const CURRENT_FORMAT_INFO = V3_INFO;
export const ExportBundleSchema = V3BundleSchema;
export type ExportBundle = V3Bundle;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The version a native file declares; version 1 files declare none. */
export function formatVersionOf(input: unknown): number {
  if (!isRecord(input)) throw new ValidationError('Expected a JSON object');
  const info = input['info'];
  if (isRecord(info) && info['format'] === 'courier') {
    const version = info['version'];
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      throw new ValidationError('The file declares no valid format version');
    }
    return version;
  }
  return 1;
}

/** Reads a native file of any version and lifts it, one version at a time, to the latest. */
export function migrateToLatest(input: unknown): ExportBundle {
  const version = formatVersionOf(input);
  const versions = [FIRST_VERSION, ...LATER_VERSIONS];
  const index = versions.findIndex((format) => format.version === version);
  if (index === -1) {
    throw new ValidationError(
      `The file was written by a newer Courier (format ${version}); this one reads up to ${CURRENT_FORMAT_VERSION}`,
    );
  }
  let bundle = parseModel(versions[index]!.schema, input);
  for (const format of LATER_VERSIONS.slice(index)) bundle = format.up(bundle);
  // The last version's schema or `up` made it: a bundle of the latest version.
  return bundle as ExportBundle;
}
