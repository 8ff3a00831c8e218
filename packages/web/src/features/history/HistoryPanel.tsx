// The sidebar's History tab: every send, newest first; a click reopens it.
import type { HistoryItem } from '@courier/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useShell } from '../../app/shellStore.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { builderStore } from '../builder/useBuilder.js';
import { MethodBadge } from '../collections/MethodBadge.js';
import { responseStore } from '../response/useResponse.js';
import { restoreHistoryItem } from './restoreHistoryItem.js';
import { useHistory } from './useHistory.js';
import '../collections/collections.css';
import './history.css';
import { PanelFilter } from '../../ui/PanelFilter.js';

function statusClass(status: number): string {
  return status >= 200 && status < 600 ? `status-${Math.floor(status / 100)}xx` : 'muted';
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function HistoryPanel() {
  const items = useHistory((state) => state.items);
  const clear = useHistory((state) => state.clear);
  const [filter, setFilter] = useState('');
  const [confirming, setConfirming] = useState(false);
  const needle = filter.trim().toLowerCase();
  const visible = needle ? items.filter((item) => item.request.url.toLowerCase().includes(needle)) : items;

  const open = (item: HistoryItem) => {
    restoreHistoryItem(item, builderStore, responseStore);
    const shell = useShell.getState();
    shell.setView('builder');
    shell.setDrawerOpen(false);
  };

  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>No history yet</p>
        <p className="muted">Every request you send is kept here, newest first.</p>
      </div>
    );
  }

  return (
    <div className="history-panel">
      <div className="panel-toolbar">
        <PanelFilter label="Filter history" value={filter} onChange={setFilter} />
        <Button
          size="sm"
          variant="ghost"
          aria-label="Clear history"
          onPress={() => setConfirming(true)}
          icon={<Trash2 size={14} />}
        />
      </div>
      <ul className="history-list" aria-label="History">
        {visible.map((item) => (
          <li key={item.id}>
            <button type="button" className="history-row" onClick={() => open(item)} title={item.request.url}>
              <MethodBadge method={item.request.method} />
              <span className="history-url mono">{item.request.url.replace(/^https?:\/\//, '')}</span>
              <span className={`history-status ${item.response ? statusClass(item.response.status) : 'status-4xx'}`}>
                {item.response ? item.response.status : 'Error'}
              </span>
              <time className="history-time muted" dateTime={item.timestamp}>
                {timeFormat.format(new Date(item.timestamp))}
              </time>
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={confirming}
        message="Are you sure you want to clear the history?"
        confirmLabel="Clear"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          clear();
        }}
      />
    </div>
  );
}
