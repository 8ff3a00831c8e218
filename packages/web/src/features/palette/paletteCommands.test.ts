import type { Collection, Environment } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { matchCommands, paletteCommands, type PaletteSources } from './paletteCommands.js';

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
});
