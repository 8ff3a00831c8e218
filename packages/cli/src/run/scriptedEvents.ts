import { listRequests, scriptChain, type Collection } from '@courier/core';
import type { ScriptedEvents } from '../reporters/CliReporter.js';

/** Which script events each request has, on itself or inherited from its folders or the collection. */
export function scriptedEvents(collection: Collection): { any: boolean; of: ScriptedEvents } {
  const byId = new Map<string, { prerequest: boolean; test: boolean }>();
  for (const { request, folders } of listRequests(collection.items)) {
    const located = { request, folders, collection };
    byId.set(request.id, {
      prerequest: scriptChain(located, 'prerequest').length > 0,
      test: scriptChain(located, 'test').length > 0,
    });
  }
  const none = { prerequest: false, test: false };
  return {
    any: [...byId.values()].some((events) => events.prerequest || events.test),
    of: (requestId) => (requestId === undefined ? none : (byId.get(requestId) ?? none)),
  };
}
