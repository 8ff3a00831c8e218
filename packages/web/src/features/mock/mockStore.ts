// The Mock Server view's state: the backend connection, the configurations, the selected one,
// the request log and the statistics. Hits from any client show up without a reload: the view
// refreshes the log when the live channel says it grew, or every 2 s while that channel is down.
import {
  messageOf,
  type MockConfig,
  type MockConfigInput,
  type MockLogEntry,
  type MockRouteInput,
  type MockStats,
} from '@courier/core';
import { create } from 'zustand';
import { checkHealth } from '../../lib/api.js';
import { toast } from '../../ui/toasts.js';
import { mockApi, type MockWorkspace } from './mockApi.js';
import { MOCK_TEXT } from './mockMessages.js';

export type MockConnection = 'checking' | 'connected' | 'disconnected';
export type MockTab = 'configurations' | 'tester' | 'logs' | 'statistics';
export const MOCK_POLL_MS = 2000;

interface MockState {
  connection: MockConnection;
  tab: MockTab;
  configs: MockConfig[];
  /** The signed-in user's current workspace: its configurations are listed with theirs. */
  workspace: MockWorkspace | null;
  selectedId: string | null;
  logs: MockLogEntry[];
  stats: MockStats | null;
  setTab(tab: MockTab): void;
  select(id: string): void;
  /** Checks the backend, then loads everything when it answers. */
  connect(): Promise<void>;
  /** Reads the log and the statistics again; calls made while a read runs become one more read. */
  refreshActivity(): Promise<void>;
  createConfig(input: MockConfigInput): Promise<string | undefined>;
  /** Like createConfig, from a document: the failure's message, or undefined. */
  importConfig(
    format: 'openapi' | 'courier',
    document: unknown,
    name?: string,
    workspaceId?: string,
  ): Promise<string | undefined>;
  updateConfig(id: string, changes: Partial<MockConfigInput>): Promise<void>;
  deleteConfig(id: string): Promise<void>;
  /** Undefined on success, else the message to show; warnings (duplicate routes) are toasts. */
  saveRoute(configId: string, route: MockRouteInput, routeId?: string): Promise<string | undefined>;
  deleteRoute(configId: string, routeId: string): Promise<void>;
  moveRoute(configId: string, routeId: string, by: -1 | 1): Promise<void>;
  clearLogs(): Promise<void>;
}

function replaceConfig(configs: MockConfig[], config: MockConfig): MockConfig[] {
  return configs.map((current) => (current.id === config.id ? config : current));
}

export const useMock = create<MockState>((set, get) => {
  let reading: Promise<void> | null = null;
  let readAgain = false;
  const readActivity = async () => {
    try {
      const [logs, stats] = await Promise.all([mockApi.logs(), mockApi.stats()]);
      set({ logs, stats, connection: 'connected' });
    } catch {
      if (!(await checkHealth())) set({ connection: 'disconnected' });
    }
  };
  const reloadConfigs = async () => {
    const { data: configs, workspace } = await mockApi.list();
    const selected = get().selectedId;
    set({
      configs,
      workspace,
      selectedId: configs.some((config) => config.id === selected) ? selected : (configs[0]?.id ?? null),
    });
  };
  const failing = (action: () => Promise<unknown>) => async () => {
    try {
      await action();
    } catch (error) {
      toast(messageOf(error), 'error');
    }
  };
  return {
    connection: 'checking',
    tab: 'configurations',
    configs: [],
    workspace: null,
    selectedId: null,
    logs: [],
    stats: null,
    setTab: (tab) => set({ tab }),
    select: (id) => set({ selectedId: id }),

    async connect() {
      set({ connection: 'checking' });
      const up = await checkHealth();
      set({ connection: up ? 'connected' : 'disconnected' });
      if (!up) return;
      await failing(async () => {
        await Promise.all([reloadConfigs(), get().refreshActivity()]);
      })();
    },

    // A burst of hits announces itself many times over; one read in flight and one after it cover all.
    refreshActivity() {
      if (reading) {
        readAgain = true;
        return reading;
      }
      reading = (async () => {
        do {
          readAgain = false;
          await readActivity();
        } while (readAgain);
        reading = null;
      })();
      return reading;
    },

    async createConfig(input) {
      try {
        const config = await mockApi.create(input);
        set({ configs: [...get().configs, config], selectedId: config.id });
        toast(MOCK_TEXT.created, 'success');
        return undefined;
      } catch (error) {
        return MOCK_TEXT.createFailed(messageOf(error));
      }
    },

    async importConfig(format, document, name, workspaceId) {
      try {
        const { data: config, warnings } = await mockApi.importDocument(format, document, name, workspaceId);
        set({ configs: [...get().configs, config], selectedId: config.id });
        toast(MOCK_TEXT.created, 'success');
        for (const warning of warnings) toast(warning, 'warning');
        return undefined;
      } catch (error) {
        return MOCK_TEXT.createFailed(messageOf(error));
      }
    },

    updateConfig: (id, changes) =>
      failing(async () => {
        const config = await mockApi.update(id, changes);
        set({ configs: replaceConfig(get().configs, config) });
      })(),

    deleteConfig: (id) =>
      failing(async () => {
        await mockApi.remove(id);
        await reloadConfigs();
      })(),

    async saveRoute(configId, route, routeId) {
      try {
        const { warnings } = routeId
          ? await mockApi.updateRoute(configId, routeId, route)
          : await mockApi.addRoute(configId, route);
        for (const warning of warnings) toast(warning, 'warning');
        await reloadConfigs();
        return undefined;
      } catch (error) {
        return MOCK_TEXT.routeFailed(messageOf(error));
      }
    },

    deleteRoute: (configId, routeId) =>
      failing(async () => {
        await mockApi.removeRoute(configId, routeId);
        await reloadConfigs();
      })(),

    moveRoute: (configId, routeId, by) =>
      failing(async () => {
        const config = get().configs.find((current) => current.id === configId);
        if (!config) return;
        const ids = config.routes.map((route) => route.id);
        const from = ids.indexOf(routeId);
        const to = from + by;
        if (from === -1 || to < 0 || to >= ids.length) return;
        [ids[from], ids[to]] = [ids[to]!, ids[from]!];
        set({ configs: replaceConfig(get().configs, await mockApi.reorder(configId, ids)) });
      })(),

    clearLogs: () =>
      failing(async () => {
        await mockApi.clearLogs();
        await get().refreshActivity();
      })(),
  };
});
