// The request being edited. It persists, so unsaved edits survive a reload
// (nothing is lost); rules about variables and sending stay in core.
import {
  methodCarriesBody,
  AuthSchema,
  BodySchema,
  HttpRequestSchema,
  ProtocolProfileBehaviorSchema,
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
import { baselineOf, isBlank, isDirty, tabSchema, type RequestTab } from './requestTabs.js';

/** Where the request came from, so Save can update it in place. */
const OriginSchema = z.object({ collectionId: z.string(), requestId: z.string() });
export type Origin = z.infer<typeof OriginSchema>;

const DraftSchema = HttpRequestSchema.extend({
  name: z.string().default(''),
  preRequestScript: z.string().default(''),
  postRequestScript: z.string().default(''),
  origin: OriginSchema.optional(),
  /**
   * An unsaved request named by its URL (a cURL import) has no name of its own yet: its title
   * follows the URL until the user names it on Save.
   */
  nameFollowsUrl: z.boolean().default(false),
  /** Where an unsaved copy came from, e.g. 'history, 24 Nov 2026, 13:45:02', shown beside its title. */
  restoredFrom: z.string().optional(),
  /** Postman's per-request settings (strictSSL, followRedirects…), kept as the saved request has them. */
  protocolProfileBehavior: ProtocolProfileBehaviorSchema.optional(),
});
export type Draft = z.infer<typeof DraftSchema>;

type BuilderTab = 'headers' | 'body' | 'scripts' | 'settings';

export interface BuilderState {
  /** The request on screen: the active tab's draft. */
  draft: Draft;
  /** Every open request; the active one's draft is `draft`. */
  tabs: RequestTab[];
  activeTabId: string;
  tab: BuilderTab;
  /** The eye toggle: show the request with variables substituted. */
  preview: boolean;
  /** Counts the requests shown (load, reset, a tab switch): a new count is another request, not an edit. */
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
  /** The request's own TLS setting: off sends it without checking the server's certificate (Postman's strictSSL). */
  setVerifyTls(verify: boolean): void;
  setTab(tab: BuilderTab): void;
  togglePreview(): void;
  /**
   * Opens a saved request, a history entry or an imported one: in the tab already showing that
   * saved request, else in a new tab (or the blank one on screen).
   */
  load(
    request: Partial<SavedRequest> & Partial<HttpRequest>,
    origin?: Origin,
    options?: { restoredFrom?: string },
  ): void;
  /** Records where the request now lives after Save: its content is the tab's new baseline. */
  setOrigin(origin: Origin | undefined, name?: string): void;
  /** New Request: an empty GET request in a new tab (or the blank one on screen). */
  reset(): void;
  /**
   * A saved request was renamed elsewhere (the sidebar): its tabs take the new name, so a later
   * Save does not put the old one back. A tab without other changes stays without changes.
   */
  followRename(origin: Origin, name: string): void;
  /**
   * The tab shows `request`, a newer version of its saved request (a teammate's save): its edits,
   * if any, are replaced and the new version is its baseline.
   */
  takeSaved(tabId: string, request: Partial<SavedRequest> & Partial<HttpRequest>): void;
  /** The tab's saved request is gone: the tab keeps what it shows as an unsaved copy. */
  keepAsCopy(tabId: string, restoredFrom: string): void;
  activateTab(id: string): void;
  /** Closes a tab, unsaved changes or not (the UI asks first); the last one leaves a blank tab. */
  closeTab(id: string): void;
}

const StoredTabsSchema = z.object({ tabs: z.array(tabSchema(DraftSchema)).min(1), activeTabId: z.string() });
type StoredTabs = z.infer<typeof StoredTabsSchema>;

const tabsSlice: VersionedSlice<StoredTabs> = {
  key: storageKey('builder'),
  version: 2,
  schema: StoredTabsSchema,
  // The first release kept one draft: it becomes the one open tab, unsaved.
  migrate: (stored) => ({ tabs: [{ id: 'tab-1', draft: stored, baseline: null }], activeTabId: 'tab-1' }),
};

export function emptyDraft(): Draft {
  // A request without its own auth sends none (the inherit default only matters inside collections).
  return DraftSchema.parse({ auth: { type: 'none' } });
}

function newTabId(): string {
  return `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function blankTabs(): StoredTabs {
  const id = newTabId();
  return { tabs: [{ id, draft: emptyDraft(), baseline: null }], activeTabId: id };
}

export function createBuilderStore(storage: StorageAdapter): StoreApi<BuilderState> {
  const stored = loadSlice(storage, tabsSlice, blankTabs);
  const activeTabId = stored.tabs.some((tab) => tab.id === stored.activeTabId)
    ? stored.activeTabId
    : stored.tabs[0]!.id;
  const empty = emptyDraft();

  const store = createStore<BuilderState>()((set, get) => {
    /** Changes the active tab's draft (and its baseline, when given). */
    const setDraft = (draft: Draft, baseline?: string | null) =>
      set({
        draft,
        tabs: get().tabs.map((tab) =>
          tab.id === get().activeTabId ? { ...tab, draft, ...(baseline !== undefined ? { baseline } : {}) } : tab,
        ),
      });
    const patch = (change: Partial<Draft>) => setDraft({ ...get().draft, ...change });
    /** Shows `tab`: in place of the blank tab on screen, else as a new tab after the others. */
    const show = (tab: RequestTab) => {
      const { tabs, activeTabId: current, opened } = get();
      const active = tabs.find((candidate) => candidate.id === current);
      const next = active && isBlank(active, empty) ? tabs.map((t) => (t.id === current ? tab : t)) : [...tabs, tab];
      set({ tabs: next, activeTabId: tab.id, draft: tab.draft, opened: opened + 1, tab: 'headers', preview: false });
    };
    /** Puts `tab` in place of the tab with its id; the request on screen follows when it is that one. */
    const replaceTab = (tab: RequestTab) => {
      const tabs = get().tabs.map((candidate) => (candidate.id === tab.id ? tab : candidate));
      set({ tabs, ...(tab.id === get().activeTabId ? { draft: tab.draft } : {}) });
    };
    return {
      draft: stored.tabs.find((tab) => tab.id === activeTabId)!.draft,
      tabs: stored.tabs,
      activeTabId,
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
      setVerifyTls(verify) {
        const { strictSSL: _strictSSL, ...rest } = get().draft.protocolProfileBehavior ?? {};
        patch({ protocolProfileBehavior: verify ? rest : { ...rest, strictSSL: false } });
      },
      setTab: (tab) => set({ tab }),
      togglePreview: () => set({ preview: !get().preview }),
      load(request, origin, options) {
        const open = origin
          ? get().tabs.find(
              (tab) =>
                tab.draft.origin?.collectionId === origin.collectionId &&
                tab.draft.origin.requestId === origin.requestId,
            )
          : undefined;
        if (open) {
          get().activateTab(open.id);
          return;
        }
        const draft = draftOf(request, origin, options?.restoredFrom);
        show({ id: newTabId(), draft, baseline: origin ? baselineOf(draft) : null });
      },
      setOrigin(origin, name) {
        const draft: Draft = { ...get().draft, origin, nameFollowsUrl: false, ...(name !== undefined ? { name } : {}) };
        delete draft.restoredFrom;
        setDraft(draft, origin ? baselineOf(draft) : null);
        // Another tab showing the saved request as it was would now show it out of date; one with
        // unsaved changes of its own stays.
        const stale = (tab: RequestTab) =>
          tab.id !== get().activeTabId &&
          tab.draft.origin?.collectionId === origin?.collectionId &&
          tab.draft.origin?.requestId === origin?.requestId &&
          !isDirty(tab, empty);
        if (origin && get().tabs.some(stale)) set({ tabs: get().tabs.filter((tab) => !stale(tab)) });
      },
      reset: () => show({ id: newTabId(), draft: emptyDraft(), baseline: null }),
      followRename(origin, name) {
        const renamed = (tab: RequestTab): RequestTab => {
          const { draft } = tab;
          if (
            draft.origin?.collectionId !== origin.collectionId ||
            draft.origin.requestId !== origin.requestId ||
            draft.name === name
          ) {
            return tab;
          }
          const next = { ...draft, name };
          return { ...tab, draft: next, baseline: isDirty(tab, empty) ? tab.baseline : baselineOf(next) };
        };
        const tabs = get().tabs.map(renamed);
        if (tabs.every((tab, at) => tab === get().tabs[at])) return;
        set({ tabs, draft: tabs.find((tab) => tab.id === get().activeTabId)!.draft });
      },
      takeSaved(tabId, request) {
        const tab = get().tabs.find((candidate) => candidate.id === tabId);
        if (!tab) return;
        const draft = draftOf(request, tab.draft.origin);
        replaceTab({ ...tab, draft, baseline: baselineOf(draft) });
      },
      keepAsCopy(tabId, restoredFrom) {
        const tab = get().tabs.find((candidate) => candidate.id === tabId);
        if (!tab) return;
        const draft: Draft = { ...tab.draft, restoredFrom };
        delete draft.origin;
        replaceTab({ ...tab, draft, baseline: null });
      },
      activateTab(id) {
        const tab = get().tabs.find((candidate) => candidate.id === id);
        if (!tab || id === get().activeTabId) return;
        set({ activeTabId: id, draft: tab.draft, opened: get().opened + 1, tab: 'headers', preview: false });
      },
      closeTab(id) {
        const { tabs, activeTabId: current } = get();
        const at = tabs.findIndex((tab) => tab.id === id);
        if (at === -1) return;
        const rest = tabs.filter((tab) => tab.id !== id);
        if (rest.length === 0) {
          const blank = blankTabs();
          set({ ...blank, draft: blank.tabs[0]!.draft, opened: get().opened + 1, tab: 'headers', preview: false });
          return;
        }
        set({ tabs: rest });
        // Closing the tab on screen shows its neighbour, as editors do.
        if (id === current) get().activateTab(rest[Math.min(at, rest.length - 1)]!.id);
      },
    };
  });
  // Stored without the bytes of large chosen files (pickedFiles.ts); one stored value per change of
  // the tabs, so an edit elsewhere in the store writes nothing.
  const keptDrafts = new WeakMap<Draft, Draft>();
  const kept = (draft: Draft): Draft => {
    let result = keptDrafts.get(draft);
    if (!result) {
      const body = keptBody(draft.body);
      result = body === draft.body ? draft : { ...draft, body };
      keptDrafts.set(draft, result);
    }
    return result;
  };
  let lastTabs: RequestTab[] | undefined;
  let lastActive: string | undefined;
  let lastStored: StoredTabs | undefined;
  saveSlice(store, storage, tabsSlice, ({ tabs, activeTabId: active }) => {
    if (tabs !== lastTabs || active !== lastActive || !lastStored) {
      lastTabs = tabs;
      lastActive = active;
      lastStored = { tabs: tabs.map((tab) => ({ ...tab, draft: kept(tab.draft) })), activeTabId: active };
    }
    return lastStored;
  });
  return store;
}

/** The draft that shows a saved, historical or imported request. */
export function draftOf(
  request: Partial<SavedRequest> & Partial<HttpRequest>,
  origin?: Origin,
  restoredFrom?: string,
): Draft {
  return DraftSchema.parse({
    method: request.method,
    url: request.url,
    headers: request.headers,
    pathVariables: request.pathVariables,
    body: request.body,
    auth: request.auth,
    name: request.name,
    preRequestScript: request.preRequestScript,
    postRequestScript: request.postRequestScript,
    protocolProfileBehavior: request.protocolProfileBehavior,
    origin,
    nameFollowsUrl: origin === undefined && Boolean(request.url) && request.name === request.url,
    restoredFrom,
  });
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
