// A collection of 20,000 requests in a shared workspace, two people in two browsers (decision 0050):
// Ann's import goes up in batches, Ben's browser finds every request, and Ann's edit reaches Ben live.
import { describe, expect, it } from 'vitest';
import { useStack } from './harness.js';
import { bensCount, firstArea, largeSharedWorkspace, REQUESTS, renameSeenByBen } from './largeSharedWorkspace.js';

const stack = useStack();

describe('a shared workspace with a collection of 20,000 requests', { timeout: 600_000 }, () => {
  it('goes up in batches from one browser, is found whole in the other, and an edit reaches it live', async () => {
    const shared = await largeSharedWorkspace(stack);
    expect(await bensCount(shared)).toBe(String(REQUESTS));

    // Ben opens the collection; Ann renames its first folder and Ben sees the new name.
    const tree = shared.ben.page.getByRole('tree', { name: 'Collections' });
    await tree.getByText(`Generated ${REQUESTS} requests`, { exact: true }).click();
    await tree.getByText('Area 0', { exact: true }).waitFor();
    const area = await firstArea(stack, shared);
    await renameSeenByBen(shared, area, 1, 'Area 0 renamed by Ann');
    expect(await bensCount(shared)).toBe(String(REQUESTS));

    // A reload reads it again in pages: every request is there.
    await shared.ben.page.reload();
    await expect.poll(() => bensCount(shared), { timeout: 60_000 }).toBe(String(REQUESTS));
    for (const person of [shared.ann, shared.ben]) await person.context.close();
  });
});
