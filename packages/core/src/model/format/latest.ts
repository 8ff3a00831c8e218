import { ValidationError } from '../../errors.js';
import { parseModel } from '../parse.js';
import { V1BundleSchema } from './v1.js';
import { V2BundleSchema, up as upFromV1, type V2Bundle } from './v2.js';

/** The native file format Courier writes today. A new version adds a file beside v2.ts. */
export const CURRENT_FORMAT_VERSION = 2;
export const ExportBundleSchema = V2BundleSchema;
export type ExportBundle = V2Bundle;

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

/** Reads a native file of any version and migrates it, one version at a time, to the latest. */
export function migrateToLatest(input: unknown): ExportBundle {
  const version = formatVersionOf(input);
  if (version > CURRENT_FORMAT_VERSION) {
    throw new ValidationError(
      `The file was written by a newer Courier (format ${version}); this one reads up to ${CURRENT_FORMAT_VERSION}`,
    );
  }
  if (version === 1) return upFromV1(parseModel(V1BundleSchema, input));
  return parseModel(V2BundleSchema, input);
}
