// Open requests, each in its own tab with its own draft. A tab knows what its request looked like
// when it was opened or last saved (its baseline), so it can tell the user it has unsaved changes.
import * as z from 'zod';
import type { Draft } from './builderStore.js';

/** What makes two drafts the same request; where it came from and how its title is kept are not edits. */
function contentOf(draft: Draft): string {
  const { method, url, headers, pathVariables, body, auth, name, preRequestScript, postRequestScript } = draft;
  const parts = [method, url, headers, pathVariables, body, auth, name, preRequestScript, postRequestScript];
  // Only a request with settings of its own counts them, so tabs kept from before they existed stay clean.
  const settings = draft.protocolProfileBehavior;
  return JSON.stringify(settings && Object.keys(settings).length > 0 ? [...parts, settings] : parts);
}

// A keystroke makes one new draft; every tab strip render asks about the same few drafts.
const contents = new WeakMap<Draft, string>();
function cachedContentOf(draft: Draft): string {
  let content = contents.get(draft);
  if (content === undefined) {
    content = contentOf(draft);
    contents.set(draft, content);
  }
  return content;
}

export interface RequestTab {
  id: string;
  draft: Draft;
  /**
   * The content the request had when it was opened from a collection or saved; null for one that
   * has never been saved (a history entry, a cURL import), which has nothing to fall back to.
   */
  baseline: string | null;
}

export function tabSchema(draft: z.ZodType<Draft, unknown>) {
  return z.object({ id: z.string(), draft, baseline: z.string().nullable() });
}

export function baselineOf(draft: Draft): string {
  return contentOf(draft);
}

/** Unsaved changes: edits since it was opened or saved, or a request that was never saved and is not empty. */
export function isDirty(tab: RequestTab, empty: Draft): boolean {
  const content = cachedContentOf(tab.draft);
  return content !== (tab.baseline ?? cachedContentOf(empty));
}

/** A tab nothing would be lost in: an untouched New Request. */
export function isBlank(tab: RequestTab, empty: Draft): boolean {
  return tab.draft.origin === undefined && cachedContentOf(tab.draft) === cachedContentOf(empty);
}

/**
 * The tab's label: the request's name, else its URL without the scheme (the method badge stands
 * beside it and the scheme takes room that says nothing), else 'Untitled request'.
 */
export function tabTitle(draft: Draft): string {
  if (draft.name.trim()) return draft.name;
  const url = draft.url.trim().replace(/^https?:\/\//i, '');
  return url || 'Untitled request';
}
