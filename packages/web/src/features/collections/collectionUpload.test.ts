import { MAX_UPLOAD_BATCH, type Collection } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { needsUpload, uploadCollection, uploadEntries, type UploadProgress } from './collectionUpload.js';
import type { workspaceCollectionsApi } from './workspaceCollectionsApi.js';

const request = (n: number) => ({
  type: 'request' as const,
  id: `r${n}`,
  name: `Request ${n}`,
  method: 'GET',
  url: '/r',
});
const big: Collection = {
  id: 'c1',
  name: 'Big',
  items: [
    { type: 'folder', id: 'f1', name: 'All', items: Array.from({ length: 2500 }, (_, n) => request(n)) },
    request(9999),
  ],
} as Collection;

function fakeApi(failAtBatch?: number) {
  let batches = 0;
  return {
    startUpload: vi.fn(async () => ({ message: '', data: { upload: { id: 'u1', items: 0 } } })),
    uploadItems: vi.fn(async () => {
      if (++batches === failAtBatch) throw new Error('Network error');
      return { message: '', data: { upload: { id: 'u1', items: 0 } } };
    }),
    finishUpload: vi.fn(async () => ({ message: '', data: { collection: { id: 'u1' } } })),
    cancelUpload: vi.fn(async () => ({ message: '', data: {} })),
  };
}

describe('uploading a large collection to a workspace', () => {
  it('sends its items in order in batches, folders before what they hold, and says how far it has come', async () => {
    const api = fakeApi();
    const progress: UploadProgress[] = [];
    expect(needsUpload(big)).toBe(true);
    await uploadCollection(api as unknown as typeof workspaceCollectionsApi, 'w1', big, (done) => progress.push(done));
    expect(api.startUpload).toHaveBeenCalledWith('w1', { id: 'c1', name: 'Big' });
    const sent = api.uploadItems.mock.calls.flatMap((call) => (call as unknown as [string, string, unknown[]])[2]);
    expect(sent).toEqual(uploadEntries(big.items));
    expect(sent[0]).toEqual({ id: 'f1', parentId: null, item: { type: 'folder', id: 'f1', name: 'All' } });
    expect(sent.at(-1)).toEqual({ id: 'r9999', parentId: null, item: request(9999) });
    expect(api.uploadItems).toHaveBeenCalledTimes(Math.ceil(2502 / MAX_UPLOAD_BATCH));
    expect(progress.map((done) => done.sent)).toEqual([0, 1000, 2000, 2502]);
    expect(api.finishUpload).toHaveBeenCalledWith('w1', 'u1');
  });

  it('cancels the upload when a batch fails, so nothing of it is kept', async () => {
    const api = fakeApi(2);
    await expect(uploadCollection(api as unknown as typeof workspaceCollectionsApi, 'w1', big)).rejects.toThrow(
      'Network error',
    );
    expect(api.cancelUpload).toHaveBeenCalledWith('w1', 'u1');
    expect(api.finishUpload).not.toHaveBeenCalled();
  });

  it('sends a collection of one batch or fewer whole', () => {
    expect(needsUpload({ ...big, items: [request(1)] } as Collection)).toBe(false);
  });
});
