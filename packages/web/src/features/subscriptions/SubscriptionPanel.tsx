// The response panel while the editor holds a subscription: each event as it arrives, newest first,
// with its time and pretty JSON data; errors stand apart in the danger colour.
import { Radio } from 'lucide-react';
import { useBuilder } from '../builder/useBuilder.js';
import { Metric } from '../../ui/Metric.js';
import './subscriptions.css';
import { useSubscriptionView, type SubscriptionEventKind, type SubscriptionStatus } from './subscriptionView.js';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  idle: 'Not subscribed',
  connecting: 'Connecting...',
  subscribed: 'Subscribed',
  ended: 'Ended',
};
const KIND_LABELS: Record<SubscriptionEventKind, string> = { data: 'Data', error: 'Error', note: 'Info' };

/** 14:03:07.215: events can come faster than a second apart. */
const timeOf = (at: string) =>
  new Date(at).toLocaleTimeString(undefined, {
    hour12: false,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  });

export function SubscriptionPanel() {
  const activeTabId = useBuilder((state) => state.activeTabId);
  const ours = useSubscriptionView((state) => state.tabId === activeTabId);
  const status = useSubscriptionView((state) => state.status);
  const target = useSubscriptionView((state) => state.target);
  const events = useSubscriptionView((state) => state.events);

  if (!ours || status === 'idle') {
    return (
      <section className="response response-center" aria-label="Subscription">
        <Radio size={28} className="muted" />
        <p className="muted">
          Press Subscribe (Ctrl/Cmd+Enter) to see the subscription&apos;s events here as they arrive.
        </p>
      </section>
    );
  }

  const dataCount = events.filter((event) => event.kind === 'data').length;
  return (
    <section className="response subscription" aria-label="Subscription">
      <div className="response-meta">
        <span className="subscription-status" data-status={status} role="status">
          {STATUS_LABELS[status]}
        </span>
        <Metric label="Events" value={String(dataCount)} />
        {target ? <span className="subscription-target mono muted">{target}</span> : null}
      </div>
      {events.length === 0 ? (
        <p className="empty-state">Waiting for the first event...</p>
      ) : (
        <ol className="subscription-events" aria-label="Subscription events">
          {events.toReversed().map((event) => (
            <li key={event.seq} className="subscription-event" data-kind={event.kind}>
              <div className="subscription-event-meta">
                <span className="subscription-event-kind">{KIND_LABELS[event.kind]}</span>
                <span>#{event.seq}</span>
                <time dateTime={event.at}>{timeOf(event.at)}</time>
              </div>
              <pre className="subscription-event-text mono">{event.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
