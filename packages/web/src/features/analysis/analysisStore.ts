// The Advanced Response view's state: the recorded responses (paged and filtered on the server),
// the selection to compare, comparisons, schemas, validations, the 24-hour figures with their alert
// rules, and the recording settings. Actions that the user starts answer with the text to show
// when they fail; loading failures are kept per list so the view says what could not be read.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ToastKind } from '../../ui/toasts.js';
import { callFailure } from '../shared/callFailure.js';
import type { AnalysisApi, CacheQuery, NewSchema } from './analysisApi.js';
import { dayRange } from './dayRange.js';
import { ANALYSIS_TEXT } from './analysisMessages.js';
import type {
  AlertMetric,
  AlertRule,
  CachedResponse,
  RecordedStatusClass,
  Comparison,
  AnalysisImportSummary,
  PerformanceStats,
  RecordingSettings,
  ResponseSchema,
  Validation,
} from '@courier/core/analysis-replies';

export type AnalysisTab = 'cache' | 'comparisons' | 'schemas' | 'validations' | 'performance';

/** Each filter's value; '' is "all". */
interface CacheFilters {
  environment: string;
  method: string;
  status: string;
  /** The search box: words each of which an entry must hold. */
  text: string;
  statusClass: RecordedStatusClass | '';
  /** Picked days (YYYY-MM-DD), both included. */
  from: string;
  to: string;
}

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** How many entries one page of the cache list brings. */
const CACHE_PAGE_SIZE = 50;

export interface AnalysisPorts {
  api: AnalysisApi;
  toast(message: string, kind: ToastKind): void;
}

export interface AnalysisState {
  tab: AnalysisTab;
  filters: CacheFilters;
  cache: CachedResponse[];
  cacheTotal: number;
  nextCursor: string | null;
  /** Environment names the server has recorded, offered by the filter beside the usual three. */
  environments: string[];
  cacheState: LoadState;
  loadingMore: boolean;
  selected: string[];
  comparisons: Comparison[];
  openComparisonId: string | null;
  schemas: ResponseSchema[];
  validations: Validation[];
  stats: PerformanceStats | null;
  statsState: LoadState;
  alerts: AlertRule[];
  settings: RecordingSettings | null;
  /** What failed to load, said once for the whole view (the server is down, the session is over). */
  loadError: string | null;

  setTab(tab: AnalysisTab): void;
  loadAll(): Promise<void>;
  setFilter<Name extends keyof CacheFilters>(name: Name, value: CacheFilters[Name]): Promise<void>;
  /** Back to every recorded response: the search box emptied and every filter at "all". */
  clearFilters(): Promise<void>;
  loadCache(): Promise<void>;
  loadMore(): Promise<void>;
  toggleSelected(id: string): void;
  /** Compares the two selected responses; the text to show when it cannot. */
  compareSelected(): Promise<string | undefined>;
  openComparison(id: string | null): void;
  clearCache(): Promise<void>;
  deleteCachedResponse(id: string): Promise<void>;
  setBaseline(entry: CachedResponse, baseline: boolean): Promise<void>;
  createSchema(schema: NewSchema): Promise<string | undefined>;
  deleteSchema(id: string): Promise<void>;
  inferSchema(responseIds: string[]): Promise<{ schema: Record<string, unknown> } | { error: string }>;
  validate(responseId: string, schemaId: string): Promise<string | undefined>;
  loadPerformance(): Promise<void>;
  addAlert(alert: { url: string; metric: AlertMetric; threshold: number }): Promise<string | undefined>;
  deleteAlert(id: string): Promise<void>;
  updateSettings(changes: Partial<RecordingSettings>): Promise<string | undefined>;
  importDocument(document: unknown): Promise<AnalysisImportSummary | { error: string }>;
}

const NO_FILTERS: CacheFilters = {
  environment: '',
  method: '',
  status: '',
  text: '',
  statusClass: '',
  from: '',
  to: '',
};

function queryOf(filters: CacheFilters, cursor?: string): CacheQuery {
  return {
    limit: CACHE_PAGE_SIZE,
    ...(filters.environment ? { environment: filters.environment } : {}),
    ...(filters.method ? { method: filters.method } : {}),
    ...(filters.status ? { status: Number(filters.status) } : {}),
    ...(filters.text.trim() ? { text: filters.text } : {}),
    ...(filters.statusClass ? { statusClass: filters.statusClass } : {}),
    ...dayRange(filters.from, filters.to),
    ...(cursor ? { cursor } : {}),
  };
}

export function createAnalysisStore({ api, toast }: AnalysisPorts): StoreApi<AnalysisState> {
  return createStore<AnalysisState>()((set, get) => {
    // A filter changed while a page was on its way: only the newest request's answer is shown.
    let cacheRequest = 0;
    const failedToLoad = (thrown: unknown) =>
      set({ loadError: callFailure('Could not load the analysis data', thrown) });
    const quietly = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (thrown) {
        failedToLoad(thrown);
      }
    };
    const reloadSchemas = () => quietly(async () => set({ schemas: await api.schemas() }));

    return {
      tab: 'cache',
      filters: NO_FILTERS,
      cache: [],
      cacheTotal: 0,
      nextCursor: null,
      environments: [],
      cacheState: 'idle',
      loadingMore: false,
      selected: [],
      comparisons: [],
      openComparisonId: null,
      schemas: [],
      validations: [],
      stats: null,
      statsState: 'idle',
      alerts: [],
      settings: null,
      loadError: null,

      setTab: (tab) => set({ tab }),

      async loadAll() {
        set({ loadError: null });
        await Promise.all([
          get().loadCache(),
          quietly(async () => set({ comparisons: await api.comparisons() })),
          reloadSchemas(),
          quietly(async () => set({ validations: await api.validations() })),
          quietly(async () => set({ settings: await api.settings() })),
          get().loadPerformance(),
        ]);
      },

      async setFilter(name, value) {
        set({ filters: { ...get().filters, [name]: value } });
        await get().loadCache();
      },

      async clearFilters() {
        set({ filters: NO_FILTERS });
        await get().loadCache();
      },

      async loadCache() {
        const request = ++cacheRequest;
        set({ cacheState: 'loading' });
        try {
          const page = await api.cache(queryOf(get().filters));
          if (request !== cacheRequest) return;
          set({
            cache: page.items,
            cacheTotal: page.total,
            nextCursor: page.nextCursor,
            environments: page.environments,
            // A selected response the filter hides stays selected: comparing still takes it.
            cacheState: 'ready',
          });
        } catch (thrown) {
          if (request !== cacheRequest) return;
          set({ cacheState: 'failed' });
          failedToLoad(thrown);
        }
      },

      async loadMore() {
        const { nextCursor, loadingMore, filters } = get();
        if (!nextCursor || loadingMore) return;
        const request = cacheRequest;
        set({ loadingMore: true });
        try {
          const page = await api.cache(queryOf(filters, nextCursor));
          if (request !== cacheRequest) return;
          const known = new Set(get().cache.map((item) => item.id));
          set({
            cache: [...get().cache, ...page.items.filter((item) => !known.has(item.id))],
            cacheTotal: page.total,
            nextCursor: page.nextCursor,
          });
        } catch (thrown) {
          failedToLoad(thrown);
        } finally {
          set({ loadingMore: false });
        }
      },

      toggleSelected(id) {
        const { selected } = get();
        set({ selected: selected.includes(id) ? selected.filter((each) => each !== id) : [...selected, id] });
      },

      async compareSelected() {
        const { selected } = get();
        if (selected.length !== 2) return ANALYSIS_TEXT.selectTwo;
        // The earlier response is the first, so the comparison reads as before and after.
        const cachedAt = (id: string) => get().cache.find((item) => item.id === id)?.metadata.cachedAt ?? '';
        const [first, second] = [...selected].sort((a, b) => cachedAt(a).localeCompare(cachedAt(b))) as [
          string,
          string,
        ];
        try {
          const comparison = await api.compare(first, second);
          set({
            comparisons: [comparison, ...get().comparisons.filter((each) => each.id !== comparison.id)],
            selected: [],
            tab: 'comparisons',
            openComparisonId: comparison.id,
          });
          return undefined;
        } catch (thrown) {
          return callFailure(ANALYSIS_TEXT.compareFailed, thrown);
        }
      },

      openComparison: (openComparisonId) => set({ openComparisonId }),

      async clearCache() {
        try {
          await api.clearCache();
          set({ selected: [] });
        } catch {
          // Clearing the cache fails silently: the list below shows what is still there.
        }
        await get().loadCache();
      },

      async deleteCachedResponse(id) {
        try {
          await api.deleteCachedResponse(id);
          set({
            cache: get().cache.filter((item) => item.id !== id),
            cacheTotal: Math.max(0, get().cacheTotal - 1),
            selected: get().selected.filter((each) => each !== id),
          });
        } catch (thrown) {
          toast(callFailure('Error deleting the response', thrown), 'error');
        }
      },

      async setBaseline(entry, baseline) {
        try {
          await api.setBaseline(entry.id, baseline);
          // One baseline per request: marking one unmarks the others of the same method and URL.
          const sameRequest = (item: CachedResponse) =>
            item.request.method === entry.request.method && item.request.url === entry.request.url;
          set({
            cache: get().cache.map((item) =>
              sameRequest(item)
                ? { ...item, metadata: { ...item.metadata, baseline: baseline && item.id === entry.id } }
                : item,
            ),
          });
        } catch (thrown) {
          toast(callFailure('Error marking the baseline', thrown), 'error');
        }
      },

      async createSchema(schema) {
        try {
          const created = await api.createSchema(schema);
          set({ schemas: [...get().schemas, created], tab: 'schemas' });
          return undefined;
        } catch (thrown) {
          return callFailure(ANALYSIS_TEXT.createSchemaFailed, thrown);
        }
      },

      async deleteSchema(id) {
        try {
          await api.deleteSchema(id);
          set({ schemas: get().schemas.filter((schema) => schema.id !== id) });
        } catch (thrown) {
          toast(callFailure('Error deleting schema', thrown), 'error');
        }
      },

      async inferSchema(responseIds) {
        try {
          return { schema: await api.inferSchema(responseIds) };
        } catch (thrown) {
          return { error: callFailure(ANALYSIS_TEXT.inferFailed, thrown) };
        }
      },

      async validate(responseId, schemaId) {
        if (!responseId || !schemaId) return ANALYSIS_TEXT.selectResponseAndSchema;
        try {
          const validation = await api.validate(responseId, schemaId);
          set({ validations: [validation, ...get().validations], tab: 'validations' });
          return undefined;
        } catch (thrown) {
          return callFailure(ANALYSIS_TEXT.validateFailed, thrown);
        }
      },

      async loadPerformance() {
        set({ statsState: get().stats ? 'ready' : 'loading' });
        try {
          const [stats, alerts] = await Promise.all([api.stats(), api.alerts()]);
          set({ stats, alerts, statsState: 'ready' });
        } catch (thrown) {
          set({ statsState: 'failed' });
          failedToLoad(thrown);
        }
      },

      async addAlert(alert) {
        try {
          await api.addAlert(alert);
          // The server says at once whether the new rule is breached.
          set({ alerts: await api.alerts() });
          return undefined;
        } catch (thrown) {
          return callFailure('Error adding alert', thrown);
        }
      },

      async deleteAlert(id) {
        try {
          await api.deleteAlert(id);
          set({ alerts: get().alerts.filter((alert) => alert.id !== id) });
        } catch (thrown) {
          toast(callFailure('Error deleting alert', thrown), 'error');
        }
      },

      async updateSettings(changes) {
        try {
          set({ settings: await api.updateSettings(changes) });
          return undefined;
        } catch (thrown) {
          return callFailure('Error saving the recording settings', thrown);
        }
      },

      async importDocument(document) {
        try {
          const summary = await api.importDocument(document);
          await Promise.all([reloadSchemas(), get().loadCache()]);
          return summary;
        } catch (thrown) {
          return { error: callFailure(ANALYSIS_TEXT.importFailed, thrown) };
        }
      },
    };
  });
}
