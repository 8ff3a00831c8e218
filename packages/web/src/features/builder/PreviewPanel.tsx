// The eye toggle's view: the request with defined variables substituted. A dynamic
// variable is drawn afresh at each send, so the panel shows a sample of it, marked as a sample,
// rather than the bare `{{timestamp}}` or a value that pretends to be the one that will go out.
import {
  dynamicVariableValue,
  FakerNotLoadedError,
  findPlaceholders,
  isDynamicVariable,
  loadFaker,
  type HttpRequest,
  type VariableSourceName,
} from '@courier/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';

/** One sample per variable name while the panel is open, so the preview does not flicker as you type. */
function useSamples(): (name: string) => string | undefined {
  const samples = useRef(new Map<string, string>());
  const [, setFakerLoaded] = useState(false);
  return useCallback((name: string) => {
    const known = samples.current.get(name);
    if (known !== undefined) return known;
    try {
      const value = dynamicVariableValue(name);
      if (value !== undefined) samples.current.set(name, value);
      return value;
    } catch (error) {
      if (!(error instanceof FakerNotLoadedError)) throw error;
      void loadFaker().then(() => setFakerLoaded(true));
      return undefined;
    }
  }, []);
}

function SampledText({ text, sample }: { text: string; sample: (name: string) => string | undefined }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const placeholder of findPlaceholders(text)) {
    if (placeholder.start < from || !isDynamicVariable(placeholder.name)) continue;
    const value = sample(placeholder.name);
    if (value === undefined) continue;
    parts.push(text.slice(from, placeholder.start));
    parts.push(
      <mark
        key={placeholder.start}
        className="preview-sample"
        title={`Sample of {{${placeholder.name}}}: a new value is generated at each send`}
      >
        {value}
      </mark>,
    );
    from = placeholder.end;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

/** One variable the request uses, with the value and scope a send would take it from. */
export interface VariableExplained {
  name: string;
  /** The value before any script runs; none for a name only a script sets. */
  value: string | undefined;
  source: VariableSourceName | undefined;
}

function VariableSources({ variables }: { variables: readonly VariableExplained[] }) {
  if (variables.length === 0) return null;
  return (
    <dl className="preview-variables" aria-label="Variable sources">
      {variables.map(({ name, value, source }) => (
        <div key={name} className="preview-variable">
          <dt className="mono">{`{{${name}}}`}</dt>
          <dd>
            {source === 'Script' ? (
              <span className="muted">set by a script before the send</span>
            ) : (
              <>
                <span className="mono">{value}</span> <span className="preview-scope">{source}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PreviewPanel({
  request,
  variables,
}: {
  request: HttpRequest;
  variables: readonly VariableExplained[];
}) {
  const sample = useSamples();
  const headers = request.headers.filter((header) => header.enabled !== false && (header.key || header.value));
  const hasSamples = [request.url, ...headers.flatMap((header) => [header.key, header.value])].some((text) =>
    findPlaceholders(text).some((placeholder) => isDynamicVariable(placeholder.name)),
  );
  return (
    <div className="preview-panel" aria-label="Resolved request">
      <div className="preview-url mono">
        <span className={`method method-${request.method}`}>{request.method}</span>{' '}
        <SampledText text={request.url} sample={sample} />
      </div>
      {headers.map((header, index) => (
        <div key={index} className="preview-header mono">
          <span className="muted">
            <SampledText text={header.key} sample={sample} />:
          </span>{' '}
          <SampledText text={header.value} sample={sample} />
        </div>
      ))}
      {hasSamples ? (
        <div className="preview-note muted">
          <mark className="preview-sample">Highlighted</mark> values are samples: dynamic variables get a new value at
          each send.
        </div>
      ) : null}
      <VariableSources variables={variables} />
    </div>
  );
}
