// Each kind of step check, and how it reads the app's state. A step whose check holds offers to be
// marked complete; the user confirms.
import { LIGHT_THEME_ID, listRequests } from '@courier/core';
import type { CheckKind, StepCheck } from '../pageSchema.js';
import type { AppState } from './appState.js';

type CheckOf<K extends CheckKind> = Extract<StepCheck, { kind: K }>;
type CheckReader<K extends CheckKind> = (check: CheckOf<K>, app: AppState) => boolean | Promise<boolean>;

const contains = (name: string, part: string | undefined) =>
  part === undefined || name.toLowerCase().includes(part.toLowerCase());

/** The WebSocket statuses that mean the tester did open a connection (a failed attempt is 'error'). */
const OPENED_STATUSES = new Set(['connected', 'closed']);

const CHECK_REGISTRY: { [K in CheckKind]: CheckReader<K> } = {
  lastResponseStatus: ({ status }, app) => app.lastResponseStatus() === status,
  environmentExists: ({ name }, app) =>
    app.environmentNames().some((candidate) => candidate.trim().toLowerCase() === name.trim().toLowerCase()),
  requestSaved: ({ nameContains }, app) =>
    app
      .collections()
      .some((collection) => listRequests(collection.items).some(({ request }) => contains(request.name, nameContains))),
  collectionExists: ({ nameContains }, app) =>
    app.collections().some((collection) => contains(collection.name, nameContains)),
  mockConfigExists: async (_check, app) => (await app.mockRouteCounts()).some((routes) => routes > 0),
  themeActive: async ({ themeName }, app) => {
    const theme = await app.activeTheme();
    return themeName === undefined ? theme.id !== LIGHT_THEME_ID : theme.name.toLowerCase() === themeName.toLowerCase();
  },
  runnerFinished: (_check, app) => app.runFinished(),
  websocketConnected: async (_check, app) =>
    (await app.websocketStatuses()).some((status) => OPENED_STATUSES.has(status)),
  cachedResponseExists: async (_check, app) => (await app.cachedResponseCount()) > 0,
};

export async function checkHolds(check: StepCheck, app: AppState): Promise<boolean> {
  const read = CHECK_REGISTRY[check.kind] as CheckReader<CheckKind>;
  return read(check, app);
}
