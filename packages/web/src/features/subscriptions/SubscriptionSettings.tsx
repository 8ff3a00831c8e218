// How a subscription connects, under the GraphQL editor while its operation is one: the URL (blank
// means the request's, with ws/wss), the subprotocol and the connection params sent with init.
// Handshake headers are the request's Headers tab.
import {
  DEFAULT_GRAPHQL_SUBSCRIPTION_PROTOCOL,
  GRAPHQL_SUBSCRIPTION_PROTOCOLS,
  subscriptionUrlOf,
  type GraphQLSubscriptionProtocolName,
  type GraphQLSubscriptionSettings,
} from '@courier/core';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { SelectField } from '../../ui/SelectField.js';
import type { VariableView } from '../builder/variableView.js';
import './subscriptions.css';

const PROTOCOL_LABELS: Record<GraphQLSubscriptionProtocolName, string> = {
  'graphql-transport-ws': 'graphql-transport-ws (graphql-ws)',
  'graphql-ws': 'graphql-ws (legacy subscriptions-transport-ws)',
};

const DEFAULTS: GraphQLSubscriptionSettings = {
  url: '',
  protocol: DEFAULT_GRAPHQL_SUBSCRIPTION_PROTOCOL,
  connectionParams: '',
};

export interface SubscriptionSettingsProps {
  settings: GraphQLSubscriptionSettings | undefined;
  requestUrl: string;
  onChange: (settings: GraphQLSubscriptionSettings) => void;
  variables: VariableView;
}

/** The request URL as ws/wss, for the placeholder; blank while it is not a URL yet. */
function derivedUrl(requestUrl: string): string {
  try {
    return subscriptionUrlOf(requestUrl);
  } catch {
    return '';
  }
}

export function SubscriptionSettings({ settings, requestUrl, onChange, variables }: SubscriptionSettingsProps) {
  const current = { ...DEFAULTS, ...settings };
  const change = (patch: Partial<GraphQLSubscriptionSettings>) => onChange({ ...current, ...patch });
  const placeholder = derivedUrl(requestUrl);
  return (
    <fieldset className="subscription-settings">
      <legend className="field-label">Subscription</legend>
      <div className="subscription-settings-row">
        <div className="field subscription-url">
          <span className="field-label">Subscription URL</span>
          <CodeEditor
            label="Subscription URL"
            mode="text"
            singleLine
            value={current.url}
            onChange={(url) => change({ url })}
            isKnownVariable={variables.isKnown}
            placeholder={placeholder ? `${placeholder} (the request URL)` : 'ws:// or wss://, or the request URL'}
          />
        </div>
        <SelectField
          label="Protocol"
          className="subscription-protocol"
          value={current.protocol}
          onChange={(protocol) => change({ protocol: protocol as GraphQLSubscriptionProtocolName })}
        >
          {GRAPHQL_SUBSCRIPTION_PROTOCOLS.map((protocol) => (
            <option key={protocol} value={protocol}>
              {PROTOCOL_LABELS[protocol]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field-label">Connection params (JSON)</div>
      <CodeEditor
        label="Connection params"
        mode="json"
        value={current.connectionParams}
        onChange={(connectionParams) => change({ connectionParams })}
        isKnownVariable={variables.isKnown}
        minHeight="48px"
        placeholder='{ "authToken": "{{token}}" }'
      />
    </fieldset>
  );
}
