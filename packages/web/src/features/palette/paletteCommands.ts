// What the command palette offers: every registered action a user can perform now, plus one
// command per saved request, environment and collection run, built from the stores when it opens.
import {
  listRequests,
  listWebSocketRequests,
  type Collection,
  type Environment,
  type SavedRequest,
  type WebSocketRequest,
} from '@courier/core';
import { ACTION, type Action } from '../../app/actions.js';

export interface PaletteCommand {
  id: string;
  label: string;
  /** Shown dimmed at the right: 'Ctrl+Enter', 'Request', 'Environment'… */
  hint?: string;
  perform: () => void;
}

export interface PaletteSources {
  actions: readonly Action[];
  collections: readonly Collection[];
  environments: readonly Environment[];
  activeEnvironmentId: string;
  openRequest(collectionId: string, request: SavedRequest): void;
  openWebSocketRequest(collectionId: string, request: WebSocketRequest): void;
  activateEnvironment(id: string): void;
  runCollection(collectionId: string): void;
}

// Opening the palette from the palette is no command.
const NOT_LISTED: ReadonlySet<string> = new Set([ACTION.openCommandPalette]);

export function paletteCommands(sources: PaletteSources): PaletteCommand[] {
  const actions = sources.actions
    .filter((action) => !NOT_LISTED.has(action.name) && (!action.isEnabled || action.isEnabled()))
    .map((action) => ({
      id: `action:${action.name}`,
      label: action.label,
      ...(action.shortcut ? { hint: action.shortcut } : {}),
      perform: action.perform,
    }));
  const requests = sources.collections.flatMap((collection) =>
    listRequests(collection.items).map(({ request, folders }) => ({
      id: `request:${collection.id}/${request.id}`,
      label: `Open request: ${[collection.name, ...folders.map((folder) => folder.name), request.name].join(' / ')}`,
      hint: request.method,
      perform: () => sources.openRequest(collection.id, request),
    })),
  );
  const sockets = sources.collections.flatMap((collection) =>
    listWebSocketRequests(collection.items).map(({ request, folders }) => ({
      id: `websocket:${collection.id}/${request.id}`,
      label: `Open WebSocket request: ${[collection.name, ...folders.map((folder) => folder.name), request.name].join(' / ')}`,
      hint: 'WS',
      perform: () => sources.openWebSocketRequest(collection.id, request),
    })),
  );
  const environments = sources.environments
    .filter((environment) => environment.id !== sources.activeEnvironmentId)
    .map((environment) => ({
      id: `environment:${environment.id}`,
      label: `Switch environment: ${environment.name}`,
      perform: () => sources.activateEnvironment(environment.id),
    }));
  const runs = sources.collections.map((collection) => ({
    id: `run:${collection.id}`,
    label: `Run collection: ${collection.name}`,
    perform: () => sources.runCollection(collection.id),
  }));
  return [...actions, ...requests, ...sockets, ...environments, ...runs];
}

/** Commands whose label holds every word of the search, in any order and case. */
export function matchCommands(commands: readonly PaletteCommand[], search: string): PaletteCommand[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return commands.filter((command) => {
    const label = command.label.toLowerCase();
    return words.every((word) => label.includes(word));
  });
}
