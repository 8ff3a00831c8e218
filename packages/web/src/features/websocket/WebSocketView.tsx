// The WebSocket view: connections the server relays on the user's behalf (so handshake headers and
// subprotocols work as in a desktop client), each with its history and a send bar, and statistics.
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { WEBSOCKET_POLL_INTERVAL_MS } from '@courier/core';
import { live } from '../../lib/live/live.js';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { Tabs } from '../../ui/Tabs.js';
import '../shared/collab.css';
import { ConnectionsTab } from './ConnectionsTab.js';
import { CreateConnectionDialog } from './CreateConnectionDialog.js';
import { useSavedWebSocket } from './savedWebSocketStore.js';
import { StatisticsTab } from './StatisticsTab.js';
import './websocket.css';
import { useWebSocketView, type WebSocketTab } from './websocketStore.js';

export function WebSocketView() {
  const tab = useWebSocketView((state) => state.tab);
  const setTab = useWebSocketView((state) => state.setTab);
  const count = useWebSocketView((state) => state.connections.length);
  const autoRefresh = useWebSocketView((state) => state.autoRefresh);
  const refresh = useWebSocketView((state) => state.refresh);
  const userId = useSession((state) => state.user?.id ?? null);
  const openDialog = useSavedWebSocket((state) => state.openDialog);

  useEffect(() => {
    void refresh();
  }, [refresh, userId]);

  // Signed in, the relay pushes each message as it arrives; signed out, nothing can be pushed, so the
  // view polls at the spec's pace while Auto-refresh is on.
  useEffect(() => {
    if (!autoRefresh) return;
    if (userId) {
      return live.follow(`user:${userId}`, () => undefined, {
        notice: (notice) => useWebSocketView.getState().applyNotice(notice.type, notice.data),
      });
    }
    const timer = setInterval(() => void useWebSocketView.getState().refresh(), WEBSOCKET_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, userId]);

  return (
    <section className="collab-view websocket-view" aria-label="WebSocket">
      <header className="collab-header">
        <div className="collab-title">
          <h1>WebSocket</h1>
          <div className="collab-subtitle">Connections opened by the server, with your headers and subprotocols</div>
        </div>
        <div className="collab-actions">
          <Button variant="primary" icon={<Plus size={16} />} onPress={() => openDialog()}>
            New Connection
          </Button>
        </div>
      </header>
      <Tabs
        label="WebSocket"
        className="collab-tabs"
        selected={tab}
        onSelect={(id) => setTab(id as WebSocketTab)}
        items={[
          {
            id: 'connections',
            label: (
              <>
                Connections <span className="tab-count">{count}</span>
              </>
            ),
            content: <ConnectionsTab onCreate={() => openDialog()} />,
          },
          { id: 'statistics', label: 'Statistics', content: <StatisticsTab /> },
        ]}
      />
      <CreateConnectionDialog />
    </section>
  );
}
