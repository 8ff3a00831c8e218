// A collection put into a shared workspace in batches of items rather than one body (decision 0050): a
// 20,000-request import or move arrives whole or not at all. The server keeps the upload hidden until
// the last batch is in; a batch that fails cancels it, so nobody ever sees half a collection.
import {
  MAX_UPLOAD_BATCH,
  type Collection,
  type CollectionItem,
  type StoredCollection,
  type UploadEntry,
} from '@courier/core';
import type { workspaceCollectionsApi } from './workspaceCollectionsApi.js';

/** How far an upload has come: items sent of all the collection holds. */
export interface UploadProgress {
  name: string;
  sent: number;
  total: number;
}

/** More items than one batch: such a collection travels as an upload, a smaller one in one create. */
export const needsUpload = (collection: Collection): boolean =>
  uploadEntries(collection.items).length > MAX_UPLOAD_BATCH;

/** The tree as entries in order, each folder before what it holds, each naming its parent by id. */
export function uploadEntries(items: readonly CollectionItem[], parentId: string | null = null): UploadEntry[] {
  return items.flatMap((item) => {
    if (item.type !== 'folder') return [{ id: item.id, parentId, item }];
    const { items: children, ...folder } = item;
    return [{ id: item.id, parentId, item: folder }, ...uploadEntries(children, item.id)];
  });
}

export async function uploadCollection(
  api: typeof workspaceCollectionsApi,
  workspaceId: string,
  collection: Collection,
  progress: (done: UploadProgress) => void = () => undefined,
): Promise<StoredCollection> {
  const { items, ...fields } = collection;
  const entries = uploadEntries(items);
  const { data } = await api.startUpload(workspaceId, fields);
  const uploadId = data.upload.id;
  try {
    for (let at = 0; at < entries.length; at += MAX_UPLOAD_BATCH) {
      progress({ name: collection.name, sent: at, total: entries.length });
      await api.uploadItems(workspaceId, uploadId, entries.slice(at, at + MAX_UPLOAD_BATCH));
    }
    progress({ name: collection.name, sent: entries.length, total: entries.length });
    return (await api.finishUpload(workspaceId, uploadId)).data.collection;
  } catch (thrown) {
    // What came so far goes; when even that fails, the upload stays hidden from everyone.
    await api.cancelUpload(workspaceId, uploadId).catch(() => undefined);
    throw thrown;
  }
}
