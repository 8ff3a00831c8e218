import { CollectionSchema, SavedRequestSchema } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { createBuilderStore } from '../builder/builderStore.js';
import { createTeammateChanges } from '../builder/teammateChanges.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { followDisk } from './followDisk.js';

const request = SavedRequestSchema.parse({
  type: 'request',
  id: 'r1',
  name: 'Users',
  method: 'GET',
  url: 'http://api.test/users',
});

const onDisk = (url: string) =>
  [CollectionSchema.parse({ id: 'c1', name: 'Team API', items: [{ ...request, url }] })] as const;

function open() {
  const builder = createBuilderStore(memoryStorage().storage);
  builder.getState().load(request, { collectionId: 'c1', requestId: 'r1' });
  const changes = createTeammateChanges();
  return { builder, changes, tabId: builder.getState().activeTabId };
}

const urlOf = (ports: ReturnType<typeof open>) => ports.builder.getState().tabs[0]!.draft.url;

describe('a request tab over a file changed on disk', () => {
  it('shows the version on disk when it has no edits', () => {
    const ports = open();
    followDisk(onDisk('http://api.test/v2/users'), ports);
    expect(urlOf(ports)).toBe('http://api.test/v2/users');
    expect(ports.changes.getState().byTab).toEqual({});
  });

  it('keeps its edits and offers both versions when it has some', () => {
    const ports = open();
    ports.builder.getState().setUrl('http://api.test/mine');
    followDisk(onDisk('http://api.test/v2/users'), ports);
    expect(urlOf(ports)).toBe('http://api.test/mine');
    expect(ports.changes.getState().byTab[ports.tabId]).toMatchObject({
      kind: 'conflict',
      onDisk: true,
      theirs: { url: 'http://api.test/v2/users' },
    });
  });

  it('does nothing when the disk holds what the tab shows, or another repository holds no such request', () => {
    const ports = open();
    followDisk(onDisk(request.url), ports);
    followDisk([CollectionSchema.parse({ id: 'other', name: 'Other', items: [] })], ports);
    expect(urlOf(ports)).toBe(request.url);
    expect(ports.changes.getState().byTab).toEqual({});
  });
});
