import { countWebSocketRequests, type Collection } from '@courier/core';

/**
 * A run sends HTTP requests; WebSocket requests saved beside them in the collection are passed over
 * and said so once, before the run, so the reports hold only what was sent.
 */
export function skippedWebSocketsNotice(collection: Pick<Collection, 'items'>): string | undefined {
  const count = countWebSocketRequests(collection);
  if (count === 0) return undefined;
  return `${count} WebSocket ${count === 1 ? 'request' : 'requests'} skipped: courier run sends HTTP requests`;
}
