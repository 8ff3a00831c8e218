import { CollectionSchema, type Collection, type CollectionItem, type SavedRequest } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.js';
import { applyCollectionsChange, PatchNotApplicableError } from './collectionPatch.js';
import { createRepositoryKeeper } from './repositoryKeeper.js';

const shop = CollectionSchema.parse({
  id: 'c1',
  name: 'Shop',
  items: [
    { type: 'request', id: 'r1', name: 'List items', url: '/items' },
    { type: 'folder', id: 'f1', name: 'Orders', items: [{ type: 'request', id: 'r2', name: 'Pay', url: '/pay' }] },
  ],
});
const orders = shop.items[1] as Extract<CollectionItem, { type: 'folder' }>;
const pay = orders.items[0] as SavedRequest;
/** `shop` with Pay's URL changed the way the store changes it: every other object kept. */
const paid = (url: string): Collection => ({
  ...shop,
  items: [shop.items[0]!, { ...orders, items: [{ ...pay, url }] }],
});

function keeperWith(saveItems = vi.fn(async () => [] as string[])) {
  const api = { save: vi.fn(async () => [] as string[]), saveItems, remove: vi.fn(async () => [] as string[]) };
  const failed = vi.fn();
  return { api, failed, keeper: createRepositoryKeeper({ api, initial: [shop], failed }) };
}

describe('keeping collections in an opened repository', () => {
  it('sends only the request changed, and the whole collection when its shape changed', async () => {
    const { api, keeper } = keeperWith();
    const edited = paid('/pay/now');
    await keeper.keep(() => [edited]);
    expect(api.saveItems).toHaveBeenCalledWith('c1', { items: [(edited.items[1] as typeof orders).items[0]] });
    expect(api.save).not.toHaveBeenCalled();

    const added = { ...edited, items: [...edited.items, { ...pay, id: 'r3', name: 'Refund' }] };
    await keeper.keep(() => [added]);
    expect(api.save).toHaveBeenCalledWith(added);
  });

  it('saves the whole collection when the repository no longer holds the items, and removes a deleted one', async () => {
    const { api, keeper, failed } = keeperWith(
      vi.fn(async () => {
        throw new ApiError(409, 'CONFLICT', 'The collection on disk no longer holds the items saved');
      }),
    );
    const edited = paid('/pay/later');
    await keeper.keep(() => [edited]);
    expect(api.save).toHaveBeenCalledWith(edited);
    await keeper.keep(() => []);
    expect(api.remove).toHaveBeenCalledWith('c1');
    expect(failed).not.toHaveBeenCalled();
  });

  it('applies a change from disk keeping the objects of what did not change, and sends none of it back', async () => {
    const { api, keeper } = keeperWith();
    const change = {
      collections: [{ ...shop, items: [{ kept: 'r1' }, { ...orders, items: [{ ...pay, url: '/from/disk' }] }] }],
      removed: [],
    };
    const [applied] = applyCollectionsChange([shop], change);
    expect(applied!.items[0]).toBe(shop.items[0]);
    expect(JSON.stringify(applied)).toContain('/from/disk');
    keeper.noteChange(change);
    await keeper.keep(() => [applied!]);
    expect(api.saveItems).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
    expect(() =>
      applyCollectionsChange([], { collections: [{ ...shop, items: [{ kept: 'r1' }] }], removed: [] }),
    ).toThrow(PatchNotApplicableError);
  });
});
