import type { WebSocketConnection, WebSocketMessage } from '@courier/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { websocketApi } from './websocketApi.js';
import { useWebSocketView } from './websocketStore.js';

const message = (id: string, size = 3): WebSocketMessage => ({
  id,
  direction: 'received',
  type: 'message',
  timestamp: '2026-01-01T00:00:00.000Z',
  size,
  content: id,
});
const connection = { id: 'c1', messageCount: 1, bytes: 3 } as WebSocketConnection;

describe('the WebSocket view store', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    useWebSocketView.setState({ connections: [], selectedId: null, messages: [] });
  });

  it('shows pushed messages together once per frame, each once, and counts them on their connection', async () => {
    vi.spyOn(websocketApi, 'messages').mockResolvedValue([message('m1')]);
    useWebSocketView.setState({ connections: [connection, { ...connection, id: 'c2' }] });
    await useWebSocketView.getState().select('c1');
    vi.useFakeTimers();
    const { applyNotice } = useWebSocketView.getState();
    for (const id of ['m1', 'm2', 'm3']) applyNotice('websocket.message', { connectionId: 'c1', message: message(id) });
    applyNotice('websocket.message', { connectionId: 'c2', message: message('other', 10) });
    expect(useWebSocketView.getState().messages.map(({ id }) => id)).toEqual(['m1']);

    vi.advanceTimersByTime(20);
    const state = useWebSocketView.getState();
    expect(state.messages.map(({ id }) => id)).toEqual(['m1', 'm2', 'm3']);
    expect(state.connections.map(({ messageCount, bytes }) => [messageCount, bytes])).toEqual([
      [4, 12],
      [2, 13],
    ]);
  });
});
