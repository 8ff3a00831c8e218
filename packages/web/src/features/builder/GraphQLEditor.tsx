import { GRAPHQL_OPERATIONS, queryForOperation, type Body, type GraphQLOperation } from '@courier/core';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { settingsStore } from '../settings/useSettings.js';
import { SubscriptionSettings } from '../subscriptions/SubscriptionSettings.js';
import { useSubscriptionView } from '../subscriptions/subscriptionView.js';
import { httpRequestOf } from './builderStore.js';
import { SchemaPanel } from './SchemaPanel.js';
import { builderStore, useBuilder } from './useBuilder.js';
import { schemaStore, useSchema } from './useSchema.js';
import type { VariableView } from './variableView.js';

type GraphQLBody = Extract<Body, { mode: 'graphql' }>;

export interface GraphQLEditorProps {
  body: GraphQLBody;
  onChange: (body: GraphQLBody) => void;
  variables: VariableView;
}

/**
 * The GraphQL sub-mode: operation, query, variables (JSON; invalid text ignored), schema, and how a
 * subscription connects while the operation is one.
 */
export function GraphQLEditor({ body, onChange, variables }: GraphQLEditorProps) {
  const schema = useSchema((state) => state.schema);
  const isSubscription = useSubscriptionView((state) => state.operationIsSubscription);
  // A subscription pasted in without choosing its sub-mode is shown as one: it is what will run.
  const operation = body.operationType ?? (isSubscription ? 'subscription' : 'query');
  const requestUrl = useBuilder((state) => state.draft.url);
  const introspect = () => {
    const draft = builderStore.getState().draft;
    void schemaStore
      .getState()
      .introspect(httpRequestOf(draft), variables.lookup, settingsStore.getState().settings.timeout);
  };
  const choose = (next: GraphQLOperation) =>
    onChange({ ...body, operationType: next, query: queryForOperation(body.query, next) });

  return (
    <div className="graphql-editor">
      <div className="graphql-main">
        <div className="segmented" role="radiogroup" aria-label="Operation">
          {GRAPHQL_OPERATIONS.map((item) => (
            <label key={item} className={`segmented-item ${item === operation ? 'segmented-selected' : ''}`}>
              <input
                type="radio"
                name="graphql-operation"
                value={item}
                checked={item === operation}
                readOnly
                // Click, not change: choosing the current operation again still offers its starter.
                onClick={() => choose(item)}
              />
              {item[0]?.toUpperCase()}
              {item.slice(1)}
            </label>
          ))}
        </div>
        <CodeEditor
          label="GraphQL query"
          mode="graphql"
          value={body.query}
          onChange={(query) => onChange({ ...body, query })}
          isKnownVariable={variables.isKnown}
          {...(schema ? { graphqlSchema: schema } : {})}
          minHeight="160px"
          placeholder="Choose Query, Mutation or Subscription for a starter"
        />
        <div className="field-label graphql-variables-label">Variables (JSON)</div>
        <CodeEditor
          label="GraphQL variables"
          mode="json"
          value={body.variables}
          onChange={(text) => onChange({ ...body, variables: text })}
          isKnownVariable={variables.isKnown}
          minHeight="64px"
          placeholder='{ "id": 1 }'
        />
        {isSubscription ? (
          <SubscriptionSettings
            settings={body.subscription}
            requestUrl={requestUrl}
            onChange={(subscription) => onChange({ ...body, subscription })}
            variables={variables}
          />
        ) : null}
      </div>
      <SchemaPanel onIntrospect={introspect} canIntrospect={builderStore.getState().draft.url.trim() !== ''} />
    </div>
  );
}
