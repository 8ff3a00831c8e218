import './response.css';
import { Copy, Download, Send, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ACTION, performAction } from '../../shell/actions.js';
import { Button } from '../../ui/Button.js';
import { Tabs } from '../../ui/Tabs.js';
import { toast } from '../../ui/toasts.js';
import { useBuilder } from '../builder/useBuilder.js';
import { useSettings } from '../settings/useSettings.js';
import { useSubscriptionView } from '../subscriptions/subscriptionView.js';
import { bodyFile, download } from './bodyFile.js';
import { BodyView } from './BodyView.js';
import { formatSize, prettyJson } from './formatBody.js';
import { HeadersView } from './HeadersView.js';
import { LogsView } from './LogsView.js';
import { Metric } from '../../ui/Metric.js';
import { StatusMetric } from './StatusMetric.js';
import { TestsView } from './TestsView.js';
import { useResponse } from './useResponse.js';

const UnverifiedWarning = lazy(() =>
  import('../settings/UnverifiedWarning.js').then((m) => ({ default: m.UnverifiedWarning })),
);

/** Loaded with the first event stream: most responses are not one. */
const EventStreamView = lazy(() => import('./EventStreamView.js'));

const loadingEvents = <p className="empty-state">Loading events…</p>;

// A subscription's events replace the HTTP response; their list loads with the first subscription.
const SubscriptionPanel = lazy(() =>
  import('../subscriptions/SubscriptionPanel.js').then((m) => ({ default: m.SubscriptionPanel })),
);

/**
 * The response panel. `saveExample` is the examples feature's Save as example button, which the
 * workbench passes in: examples are built on the response, so the response does not import them.
 */
export function ResponsePanel({ saveExample }: { saveExample?: ReactNode }) {
  const subscription = useSubscriptionView((state) => state.operationIsSubscription);
  const phase = useResponse((state) => state.phase);
  // A new response starts with an empty search: the old query would match nothing or mislead.
  const shown = useResponse((state) => state.shown);
  const response = useResponse((state) => state.response);
  const error = useResponse((state) => state.error);
  const testResults = useResponse((state) => state.testResults);
  const preRequestLogs = useResponse((state) => state.preRequestLogs);
  const testLogs = useResponse((state) => state.testLogs);
  const live = useResponse((state) => state.live);
  const requestUnverified = useBuilder((state) => state.draft.protocolProfileBehavior?.strictSSL === false);
  const autoFormat = useSettings((state) => state.settings.autoFormat);
  const [pretty, setPretty] = useState(autoFormat);
  const [tab, setTab] = useState('body');
  useEffect(() => setPretty(autoFormat), [autoFormat]);
  useEffect(() => {
    if (tab === 'tests' && testResults.length === 0) setTab('body');
  }, [tab, testResults.length]);

  if (subscription) {
    return (
      <Suspense fallback={null}>
        <SubscriptionPanel />
      </Suspense>
    );
  }
  if (phase === 'loading' && live) {
    return (
      <section className="response" aria-label="Response" aria-busy="true">
        <div className="response-meta">
          <StatusMetric code={live.head.status} text={live.head.statusText} />
        </div>
        <Suspense fallback={loadingEvents}>
          <EventStreamView events={live.events} onStop={() => performAction(ACTION.cancelSend)} />
        </Suspense>
      </section>
    );
  }
  if (phase === 'loading') {
    return (
      <section className="response response-center" aria-label="Response" aria-busy="true">
        <span className="spinner" />
        <span>Sending request...</span>
        <Button size="sm" onPress={() => performAction(ACTION.cancelSend)} icon={<X size={14} />}>
          Cancel
        </Button>
      </section>
    );
  }
  if (phase === 'idle') {
    return (
      <section className="response response-center" aria-label="Response">
        <Send size={28} className="muted" />
        <p className="muted">Enter a URL and press Send (Ctrl/Cmd+Enter) to see the response here.</p>
      </section>
    );
  }

  const logs = (
    <>
      <LogsView title="Pre-request logs" logs={preRequestLogs} />
      <LogsView title="Console" logs={testLogs} />
    </>
  );

  if (!response) {
    return (
      <section className="response" aria-label="Response">
        <div className="response-error" role="alert">
          <h2>Request Failed</h2>
          <p>{error?.message}</p>
          {error?.code ? <p className="mono muted">Error Code: {error.code}</p> : null}
        </div>
        <Suspense fallback={null}>
          <UnverifiedWarning requestUnverified={requestUnverified} />
        </Suspense>
        {logs}
      </section>
    );
  }

  const binary = response.bodyEncoding === 'base64';
  const logCount = preRequestLogs.length + testLogs.length;
  const copy = async () => {
    try {
      // Pretty-printing is skipped for huge bodies: it would block the page for a copy.
      const small = response.body.length < 2_000_000;
      await navigator.clipboard.writeText(
        pretty && small ? (prettyJson(response.body) ?? response.body) : response.body,
      );
      toast('Response copied', 'success');
    } catch {
      toast('Copy failed: the browser refused clipboard access', 'error');
    }
  };

  const { eventStream } = response;
  const items = [
    {
      id: 'body',
      label: eventStream ? (
        <>
          Events <span className="tab-count">{eventStream.events.length}</span>
        </>
      ) : (
        'Response Body'
      ),
      content: eventStream ? (
        <Suspense fallback={loadingEvents}>
          <EventStreamView key={shown} events={eventStream.events} endedBy={eventStream.endedBy} />
        </Suspense>
      ) : binary ? (
        <p className="empty-state">Binary body ({formatSize(response.size)}). Use Download to save it.</p>
      ) : response.body === '' ? (
        <p className="empty-state">No response body</p>
      ) : (
        <BodyView key={shown} body={response.body} pretty={pretty} onPrettyChange={setPretty} />
      ),
    },
    {
      id: 'headers',
      label: (
        <>
          Headers <span className="tab-count">{response.headers.length}</span>
        </>
      ),
      content: <HeadersView headers={response.headers} />,
    },
    ...(testResults.length > 0
      ? [
          {
            id: 'tests',
            label: (
              <>
                Tests{' '}
                <span className="tab-count">
                  {testResults.filter((test) => test.passed && !test.skipped).length}/
                  {testResults.filter((test) => !test.skipped).length}
                </span>
              </>
            ),
            content: <TestsView tests={testResults} />,
          },
        ]
      : []),
    ...(logCount > 0
      ? [
          {
            id: 'console',
            label: (
              <>
                Console <span className="tab-count">{logCount}</span>
              </>
            ),
            content: <div className="console-pane">{logs}</div>,
          },
        ]
      : []),
  ];

  return (
    <section className="response" aria-label="Response">
      <div className="response-meta">
        <StatusMetric code={response.status} text={response.statusText} />
        <Metric label="Time" value={`${Math.round(response.duration)} ms`} />
        <Metric label="Size" value={formatSize(response.size)} />
        {error ? (
          <span className="response-inline-error" role="alert">
            {error.message}
          </span>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <UnverifiedWarning requestUnverified={requestUnverified} />
      </Suspense>
      <Tabs
        label="Response"
        className="response-tabs"
        items={items}
        selected={tab}
        onSelect={setTab}
        trailing={
          <>
            {saveExample}
            <Button variant="ghost" size="sm" onPress={() => void copy()} icon={<Copy size={14} />} aria-label="Copy">
              <span className="hide-narrow">Copy</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => download(bodyFile(response))}
              icon={<Download size={14} />}
              aria-label="Download"
            >
              <span className="hide-narrow">Download</span>
            </Button>
          </>
        }
      />
    </section>
  );
}
