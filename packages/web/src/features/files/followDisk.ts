// What an open request tab does when its file changed on disk (another editor, a `git pull`): the
// same as when a teammate saves it in a shared workspace (builder/followDecision.ts). A tab without
// edits shows the disk's version at once; a tab with edits keeps them and offers both versions, so
// the user keeps theirs (saved over the disk's) or takes the disk's.
import { findRequest, type Collection } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import { draftOf, emptyDraft, type BuilderState } from '../builder/builderStore.js';
import { followDecision } from '../builder/followDecision.js';
import type { TeammateChange } from '../builder/teammateChanges.js';

export interface DiskPorts {
  builder: StoreApi<BuilderState>;
  changes: StoreApi<{ note(tabId: string, change: TeammateChange): void }>;
}

const EMPTY = emptyDraft();

/** Applies the collections just read from the files to the open request tabs. */
export function followDisk(collections: readonly Collection[], { builder, changes }: DiskPorts): void {
  const byId = new Map(collections.map((collection) => [collection.id, collection]));
  for (const tab of builder.getState().tabs) {
    const origin = tab.draft.origin;
    const collection = origin && byId.get(origin.collectionId);
    const found = origin && collection ? findRequest(collection, origin.requestId) : undefined;
    if (!origin || !found) continue;
    const onDisk = found.request;
    switch (followDecision(tab, { draft: draftOf(onDisk, origin), byMe: false }, EMPTY)) {
      case 'take':
        builder.getState().takeSaved(tab.id, onDisk);
        break;
      case 'conflict':
        changes
          .getState()
          .note(tab.id, { kind: 'conflict', actor: null, theirs: onDisk, baseline: tab.baseline, onDisk: true });
        break;
      case 'ignore':
        break;
    }
  }
}
