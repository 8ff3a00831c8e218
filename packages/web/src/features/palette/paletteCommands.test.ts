import type { Collection, Environment } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { matchCommands, paletteCommands, requestCommands, type PaletteSources } from './paletteCommands.js';

const collection = {
  id: 'c1',
  name: 'Pets',
  items: [
    {
      type: 'folder',
      id: 'f1',
      name: 'Admin',
      items: [{ type: 'request', id: 'r1', name: 'Create pet', method: 'POST', url: '/pets' }],
    },
    { type: 'websocket', id: 'w1', name: 'Pet feed', url: 'wss://pets.test/feed' },
  ],
} as unknown as Collection;

function sources(patch: Partial<PaletteSources> = {}): PaletteSources {
  return {
    actions: [
      { name: 'send', label: 'Send request', shortcut: 'Ctrl+Enter', perform: vi.fn() },
      { name: 'stopRun', label: 'Stop Run', perform: vi.fn(), isEnabled: () => false },
      { name: 'openCommandPalette', label: 'Command palette', perform: vi.fn() },
    ],
    collections: [collection],
    environments: [
      { id: 'dev', name: 'Development', variables: [] },
      { id: 'stg', name: 'Staging', variables: [] },
    ] as unknown as Environment[],
    activeEnvironmentId: 'dev',
    openRequest: vi.fn(),
    openWebSocketRequest: vi.fn(),
    activateEnvironment: vi.fn(),
    runCollection: vi.fn(),
    ...patch,
  };
}

describe('paletteCommands', () => {
  it('lists enabled actions, requests by their path, other environments and collection runs', () => {
    const labels = paletteCommands(sources()).map((command) => command.label);
    expect(labels).toEqual([
      'Send request',
      'Open request: Pets / Admin / Create pet',
      'Open WebSocket request: Pets / Pet feed',
      'Switch environment: Staging',
      'Run collection: Pets',
    ]);
  });

  it('performs what it names', () => {
    const given = sources();
    const commands = paletteCommands(given);
    matchCommands(commands, 'create pet')[0]?.perform();
    expect(given.openRequest).toHaveBeenCalledWith('c1', expect.objectContaining({ id: 'r1' }));
    matchCommands(commands, 'pet feed')[0]?.perform();
    expect(given.openWebSocketRequest).toHaveBeenCalledWith('c1', expect.objectContaining({ id: 'w1' }));
    matchCommands(commands, 'STAGING')[0]?.perform();
    expect(given.activateEnvironment).toHaveBeenCalledWith('stg');
    matchCommands(commands, 'pets run')[0]?.perform();
    expect(given.runCollection).toHaveBeenCalledWith('c1');
  });

  it('matches every word of the search in any order', () => {
    const commands = paletteCommands(sources());
    expect(matchCommands(commands, 'pet admin').map((command) => command.id)).toEqual(['request:c1/r1']);
    expect(matchCommands(commands, '')).toHaveLength(5);
    expect(matchCommands(commands, 'nothing here')).toEqual([]);
  });

  it('lists the requests once per change of the collections, not once per opening', () => {
    const given = sources();
    const first = requestCommands(given);
    expect(requestCommands({ ...given })).toBe(first);
    const renamed = [{ ...collection, name: 'Animals' }];
    const next = requestCommands({ ...given, collections: renamed });
    expect(next).not.toBe(first);
    expect(next.map((command) => command.label)).toContain('Open request: Animals / Admin / Create pet');
    expect(matchCommands(paletteCommands({ ...given, collections: renamed }), 'animals create')).toHaveLength(1);
  });

  it('finds one request among 20,000 by words of its path', () => {
    const folders = Array.from({ length: 1000 }, (_, f) => ({
      type: 'folder',
      id: `f${f}`,
      name: `Folder ${f}`,
      items: Array.from({ length: 20 }, (_, r) => ({
        type: 'request',
        id: `r${f}-${r}`,
        name: `Request ${f * 20 + r}`,
        method: 'GET',
        url: '/items',
      })),
    }));
    const big = { id: 'big', name: 'Big', items: folders } as unknown as Collection;
    const commands = paletteCommands(sources({ collections: [big] }));
    expect(matchCommands(commands, '')).toHaveLength(1 + 20_000 + 1 + 1);
    expect(matchCommands(commands, 'folder 999 request 19999').map((command) => command.id)).toEqual([
      'request:big/r999-19',
    ]);
  });
});
