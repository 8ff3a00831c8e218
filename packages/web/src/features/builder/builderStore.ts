// The request being edited. It persists, so unsaved edits survive a reload
// (nothing is lost); rules about variables and sending stay in core.
import {
  methodCarriesBody,
  AuthSchema,
  BodySchema,
  HttpRequestSchema,
  type Auth,
  type Body,
  type HttpRequest,
  type KeyValue,
  type SavedRequest,
} from '@courier/core';
import * as z from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { loadSlice, saveSlice, type VersionedSlice } from '../shared/versionedSlice.js';
import { keptBody } from './pickedFiles.js';

/** Where the request came from, so Save can update it in place. */
export const OriginSchema = z.object({ collectionId: z.string(), requestId: z.string() });
export type Origin = z.infer<typeof OriginSchema>;

export const DraftSchema = HttpRequestSchema.extend({
  name: z.string().default(''),
  preRequestScript: z.string().default(''),
  postRequestScript: z.string().default(''),
  origin: OriginSchema.optional(),
  /**
   * An unsaved request named by its URL (a cURL import) has no name of its own yet: its title
   * follows the URL until the user names it on Save.
   */
  nameFollowsUrl: z.boolean().default(false),
});
export type Draft = z.infer<typeof DraftSchema>;

export type BuilderTab = 'headers' | 'body' | 'scripts';

export interface BuilderState {
  draft: Draft;
  tab: BuilderTab;
  /** The eye toggle: show the request with variables substituted. */
  preview: boolean;
  /** Counts the requests opened (load, reset): a new count is another request, not an edit. */
  opened: number;
  setMethod(method: string): void;
  setUrl(url: string): void;
  /** Edits a header row; a row whose name and value are both empty is removed. */
  updateHeader(index: number, patch: Partial<KeyValue>): void;
  addHeader(row: Partial<KeyValue>): void;
  removeHeader(index: number): void;
  setBody(body: Body): void;
  setAuth(auth: Auth): void;
  setScripts(patch: Partial<Pick<Draft, 'preRequestScript' | 'postRequestScript'>>): void;
  setTab(tab: BuilderTab): void;
  togglePreview(): void;
  /** Opens a saved request, a history entry or an imported one in the builder. */
  load(request: Partial<SavedRequest> & Partial<HttpRequest>, origin?: Origin): void;
  /** Records where the request now lives after Save. */
  setOrigin(origin: Origin | undefined, name?: string): void;
  /** An empty GET request. */
  reset(): void;
}

const draftSlice: VersionedSlice<Draft> = { key: storageKey('builder'), version: 1, schema: DraftSchema };

export function emptyDraft(): Draft {
  // A request without its own auth sends none (the inherit default only matters inside collections).
  return DraftSchema.parse({ auth: { type: 'none' } });
}

export function createBuilderStore(storage: StorageAdapter): StoreApi<BuilderState> {
  const store = createStore<BuilderState>()((set, get) => {
    const patch = (change: Partial<Draft>) => set({ draft: { ...get().draft, ...change } });
    return {
      draft: loadSlice(storage, draftSlice, emptyDraft),
      tab: 'headers',
      preview: false,
      opened: 0,
      setMethod: (method) => patch({ method: method.toUpperCase() }),
      setUrl: (url) => patch({ url, ...(get().draft.nameFollowsUrl ? { name: url } : {}) }),
      updateHeader(index, change) {
        const headers = get().draft.headers.map((row, at) => (at === index ? { ...row, ...change } : row));
        patch({ headers: headers.filter((row) => row.key !== '' || row.value !== '') });
      },
      addHeader(row) {
        const header: KeyValue = { key: '', value: '', enabled: true, ...row };
        if (header.key === '' && header.value === '') return;
        patch({ headers: [...get().draft.headers, header] });
      },
      removeHeader: (index) => patch({ headers: get().draft.headers.filter((_, at) => at !== index) }),
      setBody: (body) => patch({ body: BodySchema.parse(body) }),
      setAuth: (auth) => patch({ auth: AuthSchema.parse(auth) }),
      setScripts: (scripts) => patch(scripts),
      setTab: (tab) => set({ tab }),
      togglePreview: () => set({ preview: !get().preview }),
      load(request, origin) {
        const draft = DraftSchema.parse({
          method: request.method,
          url: request.url,
          headers: request.headers,
          pathVariables: request.pathVariables,
          body: request.body,
          auth: request.auth,
          name: request.name,
          preRequestScript: request.preRequestScript,
          postRequestScript: request.postRequestScript,
          origin,
          nameFollowsUrl: origin === undefined && Boolean(request.url) && request.name === request.url,
        });
        set({ draft, opened: get().opened + 1 });
      },
      setOrigin: (origin, name) => patch({ origin, nameFollowsUrl: false, ...(name !== undefined ? { name } : {}) }),
      reset: () => set({ draft: emptyDraft(), tab: 'headers', preview: false, opened: get().opened + 1 }),
    };
  });
  // Stored without the bytes of large chosen files (pickedFiles.ts); one stored draft per draft, so
  // an edit elsewhere in the store writes nothing.
  let lastDraft: Draft | undefined;
  let lastStored: Draft | undefined;
  saveSlice(store, storage, draftSlice, ({ draft }) => {
    if (draft !== lastDraft || !lastStored) {
      const body = keptBody(draft.body);
      lastDraft = draft;
      lastStored = body === draft.body ? draft : { ...draft, body };
    }
    return lastStored;
  });
  return store;
}

/** The HTTP part of the draft, as core's resolve/validate/send functions take it. */
export function httpRequestOf(draft: Draft): HttpRequest {
  const { method, url, headers, pathVariables, body, auth } = draft;
  return { method, url, headers, pathVariables, body, auth };
}

/**
 * What Send sends: the builder shows the Body tab only for methods that carry one (as generated
 * code does), so a body left behind by a switch from POST to DELETE stays in the draft, for a
 * switch back, but never goes out unseen.
 */
export function sentRequestOf(draft: Draft): HttpRequest {
  const request = httpRequestOf(draft);
  return methodCarriesBody(draft.method) ? request : { ...request, body: { mode: 'none' } };
}
