// What the command palette offers: every registered action a user can perform now, plus one
// command per saved request, environment and collection run. Actions, environments and runs are read
// when it opens; the requests, thousands in a big collection, are listed once per change of the
// collections (requestCommands) and their search text once per command (matchCommands), so opening
// and typing do not grow with the collections' size.
import {
  listRequests,
  listWebSocketRequests,
  type Collection,
  type Environment,
  type Folder,
  type SavedRequest,
  type WebSocketRequest,
} from '@courier/core';
import { ACTION, type Action } from '../../shell/actions.js';

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
  return [...actions, ...requestCommands(sources), ...environments, ...runs];
}

type RequestSources = Pick<PaletteSources, 'collections' | 'openRequest' | 'openWebSocketRequest'>;
let listed: { sources: RequestSources; commands: readonly PaletteCommand[] } | undefined;

/** A command per saved HTTP and WebSocket request, the same list until the collections change. */
export function requestCommands(sources: RequestSources): readonly PaletteCommand[] {
  if (
    listed?.sources.collections === sources.collections &&
    listed.sources.openRequest === sources.openRequest &&
    listed.sources.openWebSocketRequest === sources.openWebSocketRequest
  )
    return listed.commands;
  const path = (collection: Collection, folders: readonly Folder[], name: string) =>
    [collection.name, ...folders.map((folder) => folder.name), name].join(' / ');
  const requests = sources.collections.flatMap((collection) =>
    listRequests(collection.items).map(({ request, folders }) => ({
      id: `request:${collection.id}/${request.id}`,
      label: `Open request: ${path(collection, folders, request.name)}`,
      hint: request.method,
      perform: () => sources.openRequest(collection.id, request),
    })),
  );
  const sockets = sources.collections.flatMap((collection) =>
    listWebSocketRequests(collection.items).map(({ request, folders }) => ({
      id: `websocket:${collection.id}/${request.id}`,
      label: `Open WebSocket request: ${path(collection, folders, request.name)}`,
      hint: 'WS',
      perform: () => sources.openWebSocketRequest(collection.id, request),
    })),
  );
  listed = { sources, commands: [...requests, ...sockets] };
  return listed.commands;
}

// A command's label in lower case, made once per command: the request commands live as long as
// the collections do, so typing compares strings rather than making 20,000 new ones per key.
const searchTexts = new WeakMap<PaletteCommand, string>();
function searchText(command: PaletteCommand): string {
  let text = searchTexts.get(command);
  if (text === undefined) {
    text = command.label.toLowerCase();
    searchTexts.set(command, text);
  }
  return text;
}

/** Commands whose label holds every word of the search, in any order and case. */
export function matchCommands(commands: readonly PaletteCommand[], search: string): readonly PaletteCommand[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return commands;
  return commands.filter((command) => {
    const label = searchText(command);
    return words.every((word) => label.includes(word));
  });
}
