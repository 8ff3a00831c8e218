import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNoting, useServerReachable } from './serverReachable.js';

describe('serverReachable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useServerReachable.setState({ reachable: true });
  });

  it('is unreachable after a call gets no answer, and reachable again at the next answer of any status', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchNoting('/api/x')).rejects.toThrow('Failed to fetch');
    expect(useServerReachable.getState().reachable).toBe(false);

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 404 })));
    await fetchNoting('/api/x');
    expect(useServerReachable.getState().reachable).toBe(true);
  });
});
