// Every request the mocks received, newest first, whoever sent it; a miss opens to show why.
import { Trash2 } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { MissExplanation } from './MissExplanation.js';
import { MOCK_TEXT } from './mockMessages.js';
import { useMock } from './mockStore.js';

export function LogsTab() {
  const logs = useMock((state) => state.logs);
  const clearLogs = useMock((state) => state.clearLogs);
  if (logs.length === 0) return <p className="collab-empty muted">{MOCK_TEXT.noLogs}</p>;
  return (
    <div className="mock-logs">
      <div className="collab-toolbar">
        <span className="muted">{logs.length === 1 ? '1 request' : `${logs.length} requests`}</span>
        <div className="collab-toolbar-end">
          <Button size="sm" icon={<Trash2 size={14} />} onPress={() => void clearLogs()}>
            Clear Logs
          </Button>
        </div>
      </div>
      <ol className="collab-list" aria-label="Request log">
        {logs.map((entry) => (
          <li key={entry.id} className="collab-row mock-log" data-matched={entry.matched}>
            <details>
              <summary>
                <span className={`method method-${entry.method}`}>{entry.method}</span>
                <span className="mono mock-log-url">{entry.url}</span>
                <span className={`pill ${entry.matched ? 'pill-success' : 'pill-warning'}`}>
                  {entry.matched ? `${entry.status} matched` : `${entry.status} no match`}
                </span>
                <time className="muted" dateTime={entry.timestamp}>
                  {new Date(entry.timestamp).toLocaleTimeString()}
                </time>
              </summary>
              {entry.error ? <p className="collab-form-error">{entry.error}</p> : null}
              {entry.body ? <pre className="mock-body mono">{entry.body}</pre> : null}
              {entry.explanation ? <MissExplanation explanation={entry.explanation} /> : null}
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
