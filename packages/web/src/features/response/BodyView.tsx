import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { lineOf } from '../../ui/lineIndex.js';
import type { PiecedText } from '../../ui/piecedText.js';
import { VirtualText } from '../../ui/VirtualText.js';
import { useFormattedBody } from './useFormattedBody.js';

/** At most this many matches are located; the count says "1000+" beyond. */
const MAX_MATCHES = 1000;

function findMatchLines(text: PiecedText, starts: Uint32Array, query: string): number[] {
  const lines: number[] = [];
  for (const at of text.findAll(query, MAX_MATCHES)) {
    const line = lineOf(starts, at);
    if (lines[lines.length - 1] !== line) lines.push(line);
  }
  return lines;
}

export interface BodyViewProps {
  body: string;
  pretty: boolean;
  onPrettyChange: (pretty: boolean) => void;
}

/** The Response Body tab: pretty or raw, searchable, virtualised. */
export function BodyView({ body, pretty, onPrettyChange }: BodyViewProps) {
  const formatted = useFormattedBody(body, pretty);
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(0);
  const matches = useMemo(
    () => (formatted ? findMatchLines(formatted.text, formatted.starts, query) : []),
    [formatted, query],
  );
  const step = (delta: number) => {
    if (matches.length > 0) setCurrent((current + delta + matches.length) % matches.length);
  };

  return (
    <div className="body-view">
      <div className="body-toolbar">
        <div className="segmented" role="radiogroup" aria-label="Body format">
          {(
            [
              [true, 'Pretty'],
              [false, 'Raw'],
            ] as const
          ).map(([value, label]) => (
            <label key={label} className={`segmented-item ${pretty === value ? 'segmented-selected' : ''}`}>
              <input
                type="radio"
                name="body-format"
                checked={pretty === value}
                onChange={() => onPrettyChange(value)}
              />
              {label}
            </label>
          ))}
        </div>
        <div className="body-search">
          <Search size={14} className="muted" />
          <input
            className="body-search-input"
            aria-label="Search response body"
            placeholder="Search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setCurrent(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') step(event.shiftKey ? -1 : 1);
            }}
          />
          {query ? (
            <span className="muted body-search-count" aria-live="polite">
              {matches.length === 0
                ? 'No matches'
                : `${current + 1}/${matches.length}${matches.length === MAX_MATCHES ? '+' : ''}`}
            </span>
          ) : null}
          <button type="button" className="icon-button" aria-label="Previous match" onClick={() => step(-1)}>
            <ChevronUp size={14} />
          </button>
          <button type="button" className="icon-button" aria-label="Next match" onClick={() => step(1)}>
            <ChevronDown size={14} />
          </button>
        </div>
      </div>
      {formatted ? (
        <VirtualText
          text={formatted.text}
          starts={formatted.starts}
          wrapped={formatted.wrapped}
          label="Response body"
          json={formatted.isJson}
          {...(query ? { highlight: query } : {})}
          {...(matches.length > 0 ? { focusLine: matches[current] } : {})}
        />
      ) : (
        <div className="empty-state" role="status">
          <span className="spinner" />
          Formatting {Math.round(body.length / 1024 / 1024)} MB…
        </div>
      )}
    </div>
  );
}
