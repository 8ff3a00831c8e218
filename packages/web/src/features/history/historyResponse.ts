// What history keeps of a response. History lives in local storage (about 5 MB per origin) and is
// written again after every send: a large body would push every other entry out and serialising it
// would freeze the page, so past a limit the body is replaced by a notice saying so.
import type { HttpResponse } from '@courier/core';
import { formatSize } from '../response/formatBody.js';

export const HISTORY_BODY_LIMIT = 256 * 1024;

function historyBodyNotice(size: number): string {
  return `Response body not kept in history: ${formatSize(size)} is over the ${formatSize(HISTORY_BODY_LIMIT)} limit. Send the request again to see it.`;
}

/** The response as history stores it; Size still tells the real size. */
export function forHistory(response: HttpResponse | null): HttpResponse | null {
  if (!response || response.body.length <= HISTORY_BODY_LIMIT) return response;
  return { ...response, body: historyBodyNotice(response.size), bodyEncoding: 'utf8' };
}
