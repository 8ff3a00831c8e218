import type { SchemaType } from '@courier/core';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { useSchema } from './useSchema.js';

function TypeBlock({ type, root }: { type: SchemaType; root?: boolean }) {
  return (
    <details className="schema-type" open={root}>
      <summary>
        <span className="schema-type-name">{type.name}</span>
        <span className="muted schema-type-kind">
          {root ? `${type.fields.length} ${type.fields.length === 1 ? 'field' : 'fields'}` : type.kind.toLowerCase()}
        </span>
      </summary>
      {type.description ? <p className="muted schema-description">{type.description}</p> : null}
      <ul className="schema-fields">
        {type.fields.map((field) => (
          <li key={field.name} title={field.description}>
            <span className="schema-field-name">{field.name}</span>
            {field.args.length > 0 ? (
              <span className="muted">({field.args.map((arg) => `${arg.name}: ${arg.type}`).join(', ')})</span>
            ) : null}
            <span className="schema-field-type">: {field.type}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Query, Mutation, Subscription and at most 10 other non-internal types. */
export function SchemaPanel({ onIntrospect, canIntrospect }: { onIntrospect: () => void; canIntrospect: boolean }) {
  const status = useSchema((state) => state.status);
  const summary = useSchema((state) => state.summary);
  const error = useSchema((state) => state.error);
  return (
    <section className="schema-panel" aria-label="Schema">
      <header className="schema-header">
        <strong>Schema</strong>
        <Button
          size="sm"
          onPress={onIntrospect}
          isDisabled={!canIntrospect || status === 'loading'}
          icon={<RefreshCw size={14} className={status === 'loading' ? 'spin' : ''} />}
        >
          {status === 'loading' ? 'Introspecting...' : 'Introspect'}
        </Button>
      </header>
      {status === 'error' ? (
        <p className="schema-error" role="alert">
          {error}
        </p>
      ) : null}
      {status === 'idle' ? (
        <p className="muted schema-empty">Fetch the schema of this endpoint by introspection.</p>
      ) : null}
      {summary ? (
        <div className="schema-types">
          {summary.query ? <TypeBlock type={summary.query} root /> : null}
          {summary.mutation ? <TypeBlock type={summary.mutation} root /> : null}
          {summary.subscription ? <TypeBlock type={summary.subscription} root /> : null}
          {summary.types.map((type) => (
            <TypeBlock key={type.name} type={type} />
          ))}
          {summary.totalTypes > summary.types.length ? (
            <p className="muted">{summary.totalTypes - summary.types.length} more types not shown</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
