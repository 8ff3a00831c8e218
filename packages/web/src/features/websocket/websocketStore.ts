// The WebSocket view's state: the user's relayed connections, the selected one's history and the
// statistics. Signed in, messages arrive as they happen through the live channel; the REST history
// is read on selection, on reload and, signed out, every 2 s while Auto-refresh is on.
import {
  WEBSOCKET_CLOSE_CODE,
  WEBSOCKET_CLOSE_REASON,
  type CreateWebSocketConnection,
  type SendWebSocketMessage,
  type WebSocketConnection,
  type WebSocketMessage,
  type WebSocketStats,
} from '@courier/core';
import { create } from 'zustand';
import { ApiError } from '../../lib/api.js';
import { toast } from '../../ui/toasts.js';
import { websocketApi } from './websocketApi.js';
import { WEBSOCKET_TEXT } from './websocketMessages.js';

export type WebSocketTab = 'connections' | 'statistics';

interface WebSocketState {
  tab: WebSocketTab;
  connections: WebSocketConnection[];
  selectedId: string | null;
  messages: WebSocketMessage[];
  stats: WebSocketStats | null;
  autoRefresh: boolean;
  setTab(tab: WebSocketTab): void;
  setAutoRefresh(on: boolean): void;
  select(id: string): Promise<void>;
  /** Reads the list, the selected history and the statistics again. */
  refresh(): Promise<void>;
  /** Undefined once connected; otherwise the message to show in the dialog. */
  createConnection(input: CreateWebSocketConnection): Promise<string | undefined>;
  /** Undefined once sent; otherwise the message to show beside the send bar. */
  send(message: SendWebSocketMessage): Promise<string | undefined>;
  closeConnection(id: string): Promise<void>;
  deleteConnection(id: string): Promise<void>;
  /** A live notice: a message added to a connection, or a connection changed. */
  applyNotice(type: string, data: unknown): void;
}

/** Loading, close and delete failures are only logged: the next refresh shows how things stand. */
const quietly = async (action: () => Promise<unknown>) => {
  try {
    await action();
  } catch (thrown) {
    console.error('WebSocket view:', thrown);
  }
};

/** About one screen refresh: pushed messages arriving within it are shown together. */
const FRAME_MS = 16;

export const useWebSocketView = create<WebSocketState>((set, get) => {
  /** The read in progress that a burst of history notices shares. */
  let refreshOnce: Promise<void> | undefined;
  /** Ids in the shown log, so a pushed message the history already had is not shown twice. */
  let shownIds = new Set<string>();
  /**
   * Pushed messages since the last frame, with their connection's added count and bytes: a flood
   * costs one copy of the log and of the list per frame, not one per message.
   */
  let arriving: Array<{ connectionId: string; message: WebSocketMessage }> = [];
  let arrivalTimer: ReturnType<typeof setTimeout> | undefined;

  const showLog = (messages: WebSocketMessage[]) => {
    shownIds = new Set(messages.map((message) => message.id));
    set({ messages });
  };
  const loadHistory = async (id: string) => {
    const messages = await websocketApi.messages(id);
    if (get().selectedId === id) showLog(messages);
  };
  const takeArrivals = () => {
    arrivalTimer = undefined;
    const batch = arriving;
    arriving = [];
    const added = new Map<string, { count: number; bytes: number }>();
    const fresh: WebSocketMessage[] = [];
    for (const { connectionId, message } of batch) {
      const sum = added.get(connectionId) ?? { count: 0, bytes: 0 };
      added.set(connectionId, { count: sum.count + 1, bytes: sum.bytes + message.size });
      if (connectionId === get().selectedId && !shownIds.has(message.id)) {
        shownIds.add(message.id);
        fresh.push(message);
      }
    }
    set({
      connections: get().connections.map((connection) => {
        const sum = added.get(connection.id);
        return sum
          ? { ...connection, messageCount: connection.messageCount + sum.count, bytes: connection.bytes + sum.bytes }
          : connection;
      }),
      ...(fresh.length > 0 && { messages: [...get().messages, ...fresh] }),
    });
  };
  const replace = (connection: WebSocketConnection) =>
    set({
      connections: get().connections.some((current) => current.id === connection.id)
        ? get().connections.map((current) => (current.id === connection.id ? connection : current))
        : [...get().connections, connection],
    });

  return {
    tab: 'connections',
    connections: [],
    selectedId: null,
    messages: [],
    stats: null,
    autoRefresh: true,
    setTab: (tab) => set({ tab }),
    setAutoRefresh: (autoRefresh) => set({ autoRefresh }),

    async select(id) {
      set({ selectedId: id });
      showLog([]);
      await quietly(() => loadHistory(id));
    },

    async refresh() {
      await quietly(async () => {
        const [connections, stats] = await Promise.all([websocketApi.list(), websocketApi.stats()]);
        const selected = get().selectedId;
        set({ connections, stats, selectedId: connections.some((c) => c.id === selected) ? selected : null });
        if (get().selectedId) await loadHistory(get().selectedId!);
      });
    },

    async createConnection(input) {
      try {
        const { connectionId } = await websocketApi.create(input);
        await get().refresh();
        await get().select(connectionId);
        return undefined;
      } catch (thrown) {
        await get().refresh();
        if (thrown instanceof ApiError) {
          const failed = thrown.data as { id?: string } | undefined;
          if (failed?.id) await get().select(failed.id);
          return WEBSOCKET_TEXT.connectionFailed(thrown.message);
        }
        return WEBSOCKET_TEXT.createFailed;
      }
    },

    async send(message) {
      const id = get().selectedId;
      if (!id || message.message === '') return undefined;
      try {
        await websocketApi.send(id, message);
        // Signed out nothing is pushed: the history is read back at once rather than at the next poll.
        await loadHistory(id);
        return undefined;
      } catch (thrown) {
        return thrown instanceof ApiError ? WEBSOCKET_TEXT.sendFailed(thrown.message) : WEBSOCKET_TEXT.sendError;
      }
    },

    async closeConnection(id) {
      await quietly(() => websocketApi.close(id, WEBSOCKET_CLOSE_CODE, WEBSOCKET_CLOSE_REASON));
      await get().refresh();
    },

    async deleteConnection(id) {
      await quietly(() => websocketApi.remove(id));
      if (get().selectedId === id) {
        set({ selectedId: null });
        showLog([]);
      }
      await get().refresh();
      toast('WebSocket connection deleted', 'success');
    },

    applyNotice(type, data) {
      // Messages another server instance could not pass one by one (too large, or a flood): read again.
      if (type === 'websocket.history') {
        refreshOnce ??= get()
          .refresh()
          .finally(() => (refreshOnce = undefined));
        return;
      }
      if (type === 'websocket.connection') {
        replace(data as WebSocketConnection);
        return;
      }
      if (type !== 'websocket.message') return;
      arriving.push(data as { connectionId: string; message: WebSocketMessage });
      arrivalTimer ??= setTimeout(takeArrivals, FRAME_MS);
    },
  };
});
