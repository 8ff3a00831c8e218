import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createSwitchingStore } from './switchingStore.js';

describe('switching store', () => {
  it('reads, writes and reports the source behind it, and tells subscribers when the source changes', () => {
    const local = createStore<{ n: number }>()(() => ({ n: 1 }));
    const remote = createStore<{ n: number }>()(() => ({ n: 10 }));
    const store = createSwitchingStore(local);
    const heard = vi.fn();
    store.subscribe(heard);
    store.setState({ n: 2 });
    expect(local.getState().n).toBe(2);
    store.use(remote);
    expect(store.getState().n).toBe(10);
    expect(heard).toHaveBeenLastCalledWith({ n: 10 }, { n: 2 });
    local.setState({ n: 3 });
    expect(heard).toHaveBeenCalledTimes(2);
    remote.setState({ n: 11 });
    expect(heard).toHaveBeenCalledTimes(3);
    store.use(local);
    expect(store.getState().n).toBe(3);
  });

  it('keeps a pinned source in front of what is chosen meanwhile, and shows that choice when unpinned', () => {
    const local = createStore<{ n: number }>()(() => ({ n: 1 }));
    const workspace = createStore<{ n: number }>()(() => ({ n: 10 }));
    const repository = createStore<{ n: number }>()(() => ({ n: 100 }));
    const store = createSwitchingStore(local);
    store.pin(repository);
    expect(store.getState().n).toBe(100);
    // A sign-in chooses the workspace while the repository is open: the repository stays in front.
    store.use(workspace);
    expect(store.getState().n).toBe(100);
    expect(store.source()).toBe(repository);
    store.unpin();
    expect(store.getState().n).toBe(10);
    expect(store.source()).toBe(workspace);
  });
});
