import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createBuilderStore, emptyDraft } from './builderStore.js';
import { KEEP_LIMIT } from './pickedFiles.js';
import { isDirty } from './requestTabs.js';

describe('builder store', () => {
  it('removes a header row once its name and value are both empty', () => {
    const { storage } = memoryStorage();
    const store = createBuilderStore(storage);
    store.getState().addHeader({ key: 'X-Trace' });
    store.getState().updateHeader(0, { value: '1' });
    expect(store.getState().draft.headers).toEqual([{ key: 'X-Trace', value: '1', enabled: true }]);
    store.getState().updateHeader(0, { key: '' });
    expect(store.getState().draft.headers).toHaveLength(1);
    store.getState().updateHeader(0, { value: '' });
    expect(store.getState().draft.headers).toEqual([]);
  });

  it('keeps unsaved edits across a reload', () => {
    vi.useFakeTimers();
    const { storage } = memoryStorage();
    const first = createBuilderStore(storage);
    first.getState().setMethod('post');
    first.getState().setUrl('{{baseUrl}}/users');
    first.getState().setBody({ mode: 'raw', language: 'json', raw: '{"a":1}' });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    const reloaded = createBuilderStore(storage);
    expect(reloaded.getState().draft).toMatchObject({
      method: 'POST',
      url: '{{baseUrl}}/users',
      body: { mode: 'raw', raw: '{"a":1}' },
    });
  });

  it('keeps a small chosen file across a reload, and only the name of a large one', () => {
    vi.useFakeTimers();
    const { storage } = memoryStorage();
    const first = createBuilderStore(storage);
    const small = { name: 'a.txt', size: 5, type: 'text/plain', data: 'aGVsbG8=' };
    const large = { name: 'big.bin', size: KEEP_LIMIT + 1, type: '', data: 'AAAA' };
    first.getState().setBody({
      mode: 'formdata',
      formdata: [
        { key: 'a', type: 'file', src: ['a.txt'], enabled: true, picked: small },
        { key: 'b', type: 'file', src: ['big.bin'], enabled: true, picked: large },
      ],
    });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    // The page still has the large file's bytes until it reloads.
    expect(first.getState().draft.body).toMatchObject({ formdata: [{ picked: small }, { picked: large }] });
    const reloaded = createBuilderStore(storage).getState().draft.body;
    expect(reloaded).toMatchObject({ formdata: [{ picked: small }, { picked: { name: 'big.bin' } }] });
    expect(
      reloaded.mode === 'formdata' && reloaded.formdata[1]?.type === 'file' && reloaded.formdata[1].picked?.data,
    ).toBe(undefined);
  });

  it("turns a request's own TLS verification off and on, keeping its other Postman settings", () => {
    const store = createBuilderStore(memoryStorage().storage);
    const origin = { collectionId: 'c1', requestId: 'r1' };
    store
      .getState()
      .load(
        { name: 'Imported', url: 'https://self-signed.test', protocolProfileBehavior: { followRedirects: false } },
        origin,
      );
    const tab = () => store.getState().tabs.find((open) => open.id === store.getState().activeTabId)!;
    expect(isDirty(tab(), emptyDraft())).toBe(false);
    store.getState().setVerifyTls(false);
    expect(store.getState().draft.protocolProfileBehavior).toEqual({ followRedirects: false, strictSSL: false });
    expect(isDirty(tab(), emptyDraft())).toBe(true);
    store.getState().setVerifyTls(true);
    expect(store.getState().draft.protocolProfileBehavior).toEqual({ followRedirects: false });
    expect(isDirty(tab(), emptyDraft())).toBe(false);
  });

  it('starts empty when the stored draft is corrupted', () => {
    const { storage, backend } = memoryStorage();
    backend.setItem('courier.builder', '{"version":1,"state":{"method":42');
    expect(createBuilderStore(storage).getState().draft).toMatchObject({ method: 'GET', url: '' });
  });

  it('opens a saved request with where it came from', () => {
    const { storage } = memoryStorage();
    const store = createBuilderStore(storage);
    store
      .getState()
      .load(
        { name: 'Get user', method: 'GET', url: '/users/1', preRequestScript: 'console.log(1)' },
        { collectionId: 'c1', requestId: 'r1' },
      );
    expect(store.getState().draft).toMatchObject({
      name: 'Get user',
      url: '/users/1',
      preRequestScript: 'console.log(1)',
      origin: { collectionId: 'c1', requestId: 'r1' },
    });
  });

  describe('tabs', () => {
    const saved = (id: string) =>
      [
        { name: id, method: 'GET', url: `/${id}` },
        { collectionId: 'c1', requestId: id },
      ] as const;
    const dirty = (store: ReturnType<typeof createBuilderStore>) =>
      store.getState().tabs.map((tab) => isDirty(tab, emptyDraft()));

    it('opens a request in the blank tab, others in new tabs, and an open one where it is', () => {
      const store = createBuilderStore(memoryStorage().storage);
      store.getState().load(...saved('a'));
      expect(store.getState().tabs).toHaveLength(1);
      store.getState().load(...saved('b'));
      expect(store.getState().tabs.map((tab) => tab.draft.name)).toEqual(['a', 'b']);
      store.getState().setUrl('/b?edited');
      store.getState().load(...saved('a'));
      expect(store.getState().draft.name).toBe('a');
      store.getState().load(...saved('b'));
      expect(store.getState().tabs).toHaveLength(2);
      expect(store.getState().draft.url).toBe('/b?edited');
      expect(dirty(store)).toEqual([false, true]);
    });

    it('counts a never-saved request with content as unsaved, and a saved one once it differs', () => {
      const store = createBuilderStore(memoryStorage().storage);
      expect(dirty(store)).toEqual([false]);
      store.getState().setUrl('/x');
      expect(dirty(store)).toEqual([true]);
      store.getState().setOrigin({ collectionId: 'c1', requestId: 'x' }, 'X');
      expect(dirty(store)).toEqual([false]);
      store.getState().setMethod('post');
      expect(dirty(store)).toEqual([true]);
      store.getState().setMethod('get');
      expect(dirty(store)).toEqual([false]);
    });

    it('shows the neighbour when the tab on screen closes, and a blank tab after the last', () => {
      const store = createBuilderStore(memoryStorage().storage);
      store.getState().load(...saved('a'));
      store.getState().load(...saved('b'));
      store.getState().load(...saved('c'));
      store.getState().activateTab(store.getState().tabs[1]!.id);
      store.getState().closeTab(store.getState().activeTabId);
      expect(store.getState().draft.name).toBe('c');
      for (const tab of store.getState().tabs) store.getState().closeTab(tab.id);
      expect(store.getState().tabs).toHaveLength(1);
      expect(store.getState().draft).toEqual(emptyDraft());
    });

    it('drops a clean tab of a request another tab has just saved over', () => {
      const store = createBuilderStore(memoryStorage().storage);
      store.getState().load(...saved('a'));
      store.getState().load({ name: 'a', method: 'GET', url: '/a?new' }, undefined, { restoredFrom: 'history' });
      expect(store.getState().tabs).toHaveLength(2);
      store.getState().setOrigin({ collectionId: 'c1', requestId: 'a' }, 'a');
      expect(store.getState().tabs).toHaveLength(1);
      expect(store.getState().draft.url).toBe('/a?new');
      expect(store.getState().draft.restoredFrom).toBeUndefined();
    });

    it('opens the one draft an earlier release stored as an unsaved tab', () => {
      const { storage, backend } = memoryStorage();
      backend.setItem('courier.builder', JSON.stringify({ version: 1, state: { method: 'PUT', url: '/old' } }));
      const store = createBuilderStore(storage);
      expect(store.getState().draft).toMatchObject({ method: 'PUT', url: '/old' });
      expect(dirty(store)).toEqual([true]);
    });
  });
});
