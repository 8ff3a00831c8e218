// "Try it": the step's request opens in a new Builder tab, ready to send, and the Builder shows.
import type { HttpRequest } from '@courier/core';
import { useShell } from '../../shell/shellStore.js';
import { builderStore } from '../builder/useBuilder.js';
import type { TryIt } from './pageSchema.js';

function contentTypeOf(headers: Readonly<Record<string, string>>): string {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type');
  return entry?.[1].toLowerCase() ?? '';
}

/** The Builder's request for a step's Try it (its URL already filled in from the template values). */
function requestOfTryIt(tryIt: TryIt): Pick<HttpRequest, 'method' | 'url' | 'headers' | 'body'> {
  const headers = Object.entries(tryIt.headers).map(([key, value]) => ({ key, value, enabled: true }));
  const body: HttpRequest['body'] =
    tryIt.body === ''
      ? { mode: 'none' }
      : { mode: 'raw', raw: tryIt.body, language: contentTypeOf(tryIt.headers).includes('json') ? 'json' : 'text' };
  return { method: tryIt.method, url: tryIt.url, headers, body };
}

export function openTryIt(tryIt: TryIt, name: string): void {
  builderStore.getState().load({ ...requestOfTryIt(tryIt), name, auth: { type: 'none' } });
  useShell.getState().setView('builder');
}
