import { describe, expect, it } from 'vitest';
import type { AppState } from './appState.js';
import { checkHolds } from './checkRegistry.js';

function app(overrides: Partial<AppState> = {}): AppState {
  return {
    lastResponseStatus: () => undefined,
    environmentNames: () => ['Globals'],
    collections: () => [],
    runFinished: () => false,
    websocketStatuses: async () => [],
    activeTheme: async () => ({ id: 'light', name: 'Light' }),
    mockRouteCounts: async () => [],
    cachedResponseCount: async () => 0,
    ...overrides,
  };
}

const collection = (name: string, requestName: string) =>
  ({
    id: 'c',
    name,
    items: [{ type: 'request', id: 'r', name: requestName, method: 'GET', url: 'http://x' }],
  }) as never;

describe('step checks', () => {
  it('hold only once the app shows the step done', async () => {
    expect(await checkHolds({ kind: 'lastResponseStatus', status: 200 }, app())).toBe(false);
    expect(await checkHolds({ kind: 'lastResponseStatus', status: 200 }, app({ lastResponseStatus: () => 200 }))).toBe(
      true,
    );
    expect(await checkHolds({ kind: 'lastResponseStatus', status: 200 }, app({ lastResponseStatus: () => 404 }))).toBe(
      false,
    );
    expect(await checkHolds({ kind: 'environmentExists', name: 'Staging' }, app())).toBe(false);
    expect(
      await checkHolds({ kind: 'environmentExists', name: 'Staging' }, app({ environmentNames: () => ['staging '] })),
    ).toBe(true);
    const withEcho = app({ collections: () => [collection('Echo API', 'List items')] });
    expect(await checkHolds({ kind: 'requestSaved', nameContains: 'list' }, withEcho)).toBe(true);
    expect(await checkHolds({ kind: 'requestSaved', nameContains: 'create' }, withEcho)).toBe(false);
    expect(await checkHolds({ kind: 'collectionExists' }, app())).toBe(false);
    expect(await checkHolds({ kind: 'collectionExists', nameContains: 'echo' }, withEcho)).toBe(true);
  });

  it('read the server for mocks, themes, WebSocket connections and recorded responses', async () => {
    expect(await checkHolds({ kind: 'mockConfigExists' }, app({ mockRouteCounts: async () => [0] }))).toBe(false);
    expect(await checkHolds({ kind: 'mockConfigExists' }, app({ mockRouteCounts: async () => [0, 2] }))).toBe(true);
    expect(await checkHolds({ kind: 'themeActive' }, app())).toBe(false);
    const midnight = app({ activeTheme: async () => ({ id: 'midnight', name: 'Midnight' }) });
    expect(await checkHolds({ kind: 'themeActive' }, midnight)).toBe(true);
    expect(await checkHolds({ kind: 'themeActive', themeName: 'Dark' }, midnight)).toBe(false);
    expect(await checkHolds({ kind: 'websocketConnected' }, app({ websocketStatuses: async () => ['error'] }))).toBe(
      false,
    );
    expect(await checkHolds({ kind: 'websocketConnected' }, app({ websocketStatuses: async () => ['closed'] }))).toBe(
      true,
    );
    expect(await checkHolds({ kind: 'cachedResponseExists' }, app({ cachedResponseCount: async () => 3 }))).toBe(true);
    expect(await checkHolds({ kind: 'runnerFinished' }, app({ runFinished: () => true }))).toBe(true);
  });
});
