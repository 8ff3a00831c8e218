// The Mock Server view: configurations of routes served over real HTTP, a Tester, the request log
// and statistics, with the backend connection shown and retried from here.
import { Plus, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MOCK_ACTIVITY_NOTICE } from '@courier/core';
import { live, useLiveStatus } from '../../lib/live/live.js';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { Tabs } from '../../ui/Tabs.js';
import '../shared/collab.css';
import { ConfigurationsTab } from './ConfigurationsTab.js';
import { CreateConfigDialog } from './CreateConfigDialog.js';
import { LogsTab } from './LogsTab.js';
import './mock.css';
import { backendPort } from './backendPort.js';
import { MOCK_TEXT } from './mockMessages.js';
import { MOCK_POLL_MS, useMock, type MockConnection, type MockTab } from './mockStore.js';
import { StatisticsTab } from './StatisticsTab.js';
import { TesterTab } from './TesterTab.js';

const CONNECTION_LABELS: Record<MockConnection, string> = {
  checking: 'Checking…',
  connected: 'Connected',
  disconnected: 'Disconnected',
};

export function MockView() {
  const connection = useMock((state) => state.connection);
  const tab = useMock((state) => state.tab);
  const setTab = useMock((state) => state.setTab);
  const logCount = useMock((state) => state.logs.length);
  const connect = useMock((state) => state.connect);
  const userId = useSession((state) => state.user?.id ?? null);
  const workspaceId = useMock((state) => state.workspace?.id ?? null);
  const liveStatus = useLiveStatus();
  const pushed = userId !== null && liveStatus === 'live';
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    void connect();
  }, [connect, userId]);

  // Signed in, the server says when the log grew (a hit from any client, on any instance): the
  // user's own configurations' in their scope, the current workspace's in the workspace's.
  useEffect(() => {
    if (!userId) return;
    const scopes = workspaceId ? [`user:${userId}`, `workspace:${workspaceId}`] : [`user:${userId}`];
    const stops = scopes.map((scope) =>
      live.follow(scope, () => undefined, {
        notice: (notice) => {
          if (notice.type === MOCK_ACTIVITY_NOTICE) void useMock.getState().refreshActivity();
        },
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [userId, workspaceId]);

  // While nothing can be pushed (signed out, or the live connection is down) the view polls; once
  // the connection is up again, one read covers what it missed meanwhile.
  useEffect(() => {
    if (pushed) {
      if (useMock.getState().connection === 'connected') void useMock.getState().refreshActivity();
      return;
    }
    const timer = setInterval(() => {
      if (useMock.getState().connection === 'connected') void useMock.getState().refreshActivity();
    }, MOCK_POLL_MS);
    return () => clearInterval(timer);
  }, [pushed]);

  return (
    <section className="collab-view mock-view" aria-label="Mock Server">
      <header className="collab-header">
        <div className="collab-title">
          <h1>Mock Server</h1>
          <div className="collab-subtitle">
            <span className="mock-connection" data-status={connection} role="status">
              Backend: {CONNECTION_LABELS[connection]}
            </span>
            <Button
              size="sm"
              icon={<RefreshCw size={14} />}
              onPress={() => void connect()}
              isDisabled={connection === 'checking'}
            >
              Retry
            </Button>
          </div>
        </div>
        <div className="collab-actions">
          <Button variant="primary" icon={<Plus size={16} />} onPress={() => setCreating(true)}>
            New Configuration
          </Button>
        </div>
      </header>
      {connection === 'disconnected' ? (
        <p className="mock-banner" role="alert">
          {MOCK_TEXT.backendDown(backendPort())}
        </p>
      ) : null}
      <Tabs
        label="Mock Server"
        className="collab-tabs"
        selected={tab}
        onSelect={(id) => setTab(id as MockTab)}
        items={[
          {
            id: 'configurations',
            label: 'Configurations',
            content: <ConfigurationsTab onCreate={() => setCreating(true)} />,
          },
          { id: 'tester', label: 'Tester', content: <TesterTab /> },
          {
            id: 'logs',
            label: (
              <>
                Logs <span className="tab-count">{logCount}</span>
              </>
            ),
            content: <LogsTab />,
          },
          { id: 'statistics', label: 'Statistics', content: <StatisticsTab /> },
        ]}
      />
      <CreateConfigDialog isOpen={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
