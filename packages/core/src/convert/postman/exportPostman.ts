import { CollectionSchema } from '../../model/collection.js';
import { createId } from '../../model/id.js';
import { describeIssues } from '../../model/parse.js';
import { ExportError } from '../errors.js';
import { exportFileName } from '../exportFileName.js';
import { assertCollections, jsonText, runExport, summarize, type ExportResult } from '../exportResult.js';
import { postmanBundleOf, postmanCollectionOf, type PostmanWriteOptions } from './exportPostmanCollection.js';

export interface PostmanExportOptions extends PostmanWriteOptions {
  /** The export date in the file name; defaults to now. */
  now?: Date;
  /** Name and id of the one collection that holds several exported collections as folders. */
  bundleName?: string;
  bundleId?: string;
}

/** Collections as one Postman Collection v2.1 file. */
export function exportPostman(collections: readonly unknown[], options: PostmanExportOptions = {}): ExportResult {
  return runExport(() => {
    assertCollections(collections);
    const parsed = collections.map((collection, index) => {
      const result = CollectionSchema.safeParse(collection);
      if (!result.success) {
        throw new ExportError('EXPORT_FAILED', `collection ${index + 1}: ${describeIssues(result.error)}`);
      }
      return result.data;
    });
    const [only] = parsed;
    const single = parsed.length === 1 && only !== undefined;
    const file = single
      ? postmanCollectionOf(only, options)
      : postmanBundleOf(parsed, options.bundleId ?? createId(), options.bundleName ?? 'Courier collections', options);
    const prefix = `${single ? only.name : (options.bundleName ?? 'courier-collections')}.postman_collection`;
    return {
      text: jsonText(file),
      fileName: exportFileName(prefix, options.now),
      summary: summarize(parsed, { leavesOutWebSockets: true }),
    };
  });
}
