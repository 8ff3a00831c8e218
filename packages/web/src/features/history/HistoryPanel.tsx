// The sidebar's History tab: every send, newest first; a click reopens it. Search finds entries by
// every word typed — method, URL, name, status, request and response bodies — and the filters narrow
// them by status class and age (core's searchHistory).
import {
  searchHistory,
  searchWords,
  type HistoryField,
  type HistoryItem,
  type HistoryPeriod,
  type StatusClass,
} from '@courier/core';
import { Trash2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { MethodBadge } from '../collections/MethodBadge.js';
import { useHistory } from './useHistory.js';
import '../collections/collections.css';
import './history.css';
import { MarkedText } from '../../ui/MarkedText.js';
import { PanelFilter } from '../../ui/PanelFilter.js';

function statusClass(status: number): string {
  return status >= 200 && status < 600 ? `status-${Math.floor(status / 100)}xx` : 'muted';
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** Today's entries show the time; older ones the day too. */
function when(timestamp: string): string {
  const at = new Date(timestamp);
  const today = new Date().toDateString() === at.toDateString();
  return today ? timeFormat.format(at) : `${dayFormat.format(at)} ${timeFormat.format(at)}`;
}

const STATUS_OPTIONS: ReadonlyArray<[StatusClass | '', string]> = [
  ['', 'Any status'],
  ['2xx', '2xx success'],
  ['3xx', '3xx redirect'],
  ['4xx', '4xx client error'],
  ['5xx', '5xx server error'],
  ['failed', 'Failed, no response'],
];
const PERIOD_OPTIONS: ReadonlyArray<[HistoryPeriod, string]> = [
  ['any', 'Any time'],
  ['today', 'Today'],
  ['7days', 'Last 7 days'],
  ['30days', 'Last 30 days'],
];
/** Fields a row shows itself; a match elsewhere is named under the URL. */
const SHOWN_FIELDS: ReadonlySet<HistoryField> = new Set(['method', 'url', 'status']);

export interface HistoryPanelProps {
  /** Opens an entry in the builder: the app's to do, as the builder records what history keeps. */
  onOpen(item: HistoryItem): void;
}

export function HistoryPanel({ onOpen: open }: HistoryPanelProps) {
  const items = useHistory((state) => state.items);
  const clear = useHistory((state) => state.clear);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StatusClass | ''>('');
  const [period, setPeriod] = useState<HistoryPeriod>('any');
  const [confirming, setConfirming] = useState(false);
  // Typing stays quick while a hundred large bodies are searched.
  const searched = useDeferredValue(text);
  const matches = useMemo(
    () => searchHistory(items, { text: searched, status: status || undefined, period }),
    [items, searched, status, period],
  );
  const words = searchWords(searched);
  const narrowed = words.length > 0 || status !== '' || period !== 'any';
  const clearSearch = () => {
    setText('');
    setStatus('');
    setPeriod('any');
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
        <PanelFilter label="Search history" value={text} onChange={setText} placeholder="Search" />
        <Button
          size="sm"
          variant="ghost"
          aria-label="Clear history"
          onPress={() => setConfirming(true)}
          icon={<Trash2 size={14} />}
        />
      </div>
      <div className="history-filters">
        <select
          className="input history-filter"
          aria-label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusClass | '')}
        >
          {STATUS_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <select
          className="input history-filter"
          aria-label="When"
          value={period}
          onChange={(event) => setPeriod(event.target.value as HistoryPeriod)}
        >
          {PERIOD_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {narrowed ? (
        <p className="history-count muted" role="status">
          {matches.length} of {items.length} {items.length === 1 ? 'entry' : 'entries'}
        </p>
      ) : null}
      {matches.length === 0 ? (
        <div className="empty-state">
          <p>{words.length > 0 ? `No history matches “${searched.trim()}”` : 'No history matches these filters'}</p>
          <Button size="sm" onPress={clearSearch}>
            Clear search
          </Button>
        </div>
      ) : null}
      <ul className="history-list" aria-label="History">
        {matches.map(({ item, foundIn }) => (
          <li key={item.id}>
            <button type="button" className="history-row" onClick={() => open(item)} title={item.request.url}>
              <MethodBadge method={item.request.method} />
              <span className="history-url mono">
                <MarkedText text={item.request.url.replace(/^https?:\/\//, '')} words={words} />
              </span>
              <span className={`history-status ${item.response ? statusClass(item.response.status) : 'status-4xx'}`}>
                {item.response ? item.response.status : 'Error'}
              </span>
              <time className="history-time muted" dateTime={item.timestamp}>
                {when(item.timestamp)}
                {foundIn && !SHOWN_FIELDS.has(foundIn) ? ` · found in ${foundIn}` : ''}
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
