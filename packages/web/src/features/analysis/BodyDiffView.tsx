// The body part of a comparison, side by side: for JSON each semantic change on a row (its path,
// the first response's value, the second's), for text the two bodies' lines with the changed ones
// marked. Rows are windowed, so a diff of two large bodies scrolls like a small one.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import type { BodyDiff, JsonChange } from '@courier/core';
import { sideBySideRows, type SideBySideRow, type SideLine } from './sideBySideRows.js';

const ROW_HEIGHT = 22;
/** A value longer than this is cut in its cell; the whole of it is in the cell's title. */
const VALUE_CHARS = 300;

function valueText(value: unknown): string {
  const text = value === undefined ? '' : JSON.stringify(value);
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS)}…` : text;
}

const CHANGE_LABELS: Record<JsonChange['kind'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  typeChanged: 'type changed',
};

function WindowedRows({
  count,
  label,
  header,
  row,
}: {
  count: number;
  label: string;
  header: ReactNode;
  row: (index: number) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  return (
    <div className="analysis-diff" role="table" aria-label={label} aria-rowcount={count + 1}>
      {header}
      <div ref={scrollRef} className="analysis-diff-body" tabIndex={0}>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className="analysis-diff-row-slot"
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
            >
              {row(item.index)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function JsonChanges({ changes, labels }: { changes: JsonChange[]; labels: [string, string] }) {
  return (
    <WindowedRows
      count={changes.length}
      label="Body changes"
      header={
        <div className="analysis-diff-row analysis-json-row analysis-diff-head" role="row" aria-rowindex={1}>
          <span role="columnheader">Path</span>
          <span role="columnheader">Change</span>
          <span role="columnheader">{labels[0]}</span>
          <span role="columnheader">{labels[1]}</span>
        </div>
      }
      row={(index) => {
        const change = changes[index] as JsonChange;
        const before = change.kind === 'added' ? undefined : change.kind === 'removed' ? change.value : change.from;
        const after = change.kind === 'removed' ? undefined : change.kind === 'added' ? change.value : change.to;
        return (
          <div className={`analysis-diff-row analysis-json-row change-${change.kind}`}>
            <span role="cell" className="mono" title={change.path}>
              {change.path}
            </span>
            <span role="cell" className="analysis-change-kind">
              {CHANGE_LABELS[change.kind]}
            </span>
            <span role="cell" className="mono diff-removed" title={valueText(before)}>
              {valueText(before)}
            </span>
            <span role="cell" className="mono diff-added" title={valueText(after)}>
              {valueText(after)}
            </span>
          </div>
        );
      }}
    />
  );
}

function LineCells({ line, side }: { line: SideLine | null; side: 'removed' | 'added' | 'same' }) {
  if (!line) return <span role="cell" className="analysis-line analysis-line-empty" />;
  return (
    <span role="cell" className={`analysis-line diff-${side}`}>
      <span className="analysis-line-number">{line.number}</span>
      <span className="mono analysis-line-text">{line.text}</span>
    </span>
  );
}

function TextChanges({ rows, labels }: { rows: SideBySideRow[]; labels: [string, string] }) {
  return (
    <WindowedRows
      count={rows.length}
      label="Body lines"
      header={
        <div className="analysis-diff-row analysis-text-row analysis-diff-head" role="row" aria-rowindex={1}>
          <span role="columnheader">{labels[0]}</span>
          <span role="columnheader">{labels[1]}</span>
        </div>
      }
      row={(index) => {
        const row = rows[index] as SideBySideRow;
        if (row.kind === 'folded') {
          return (
            <div className="analysis-diff-row analysis-folded">
              <span role="cell" className="muted">
                {row.count} unchanged lines
              </span>
            </div>
          );
        }
        return (
          <div className="analysis-diff-row analysis-text-row">
            <LineCells line={row.left} side={row.kind === 'same' ? 'same' : 'removed'} />
            <LineCells line={row.right} side={row.kind === 'same' ? 'same' : 'added'} />
          </div>
        );
      }}
    />
  );
}

export function BodyDiffView({ diff, labels }: { diff: BodyDiff; labels: [string, string] }) {
  const rows = useMemo(() => (diff.kind === 'text' ? sideBySideRows(diff.hunks) : []), [diff]);
  if (diff.kind === 'unavailable') {
    const bytes = diff.equal === undefined ? '' : diff.equal ? ' Their bytes are the same.' : ' Their bytes differ.';
    return <p className="muted">{`${diff.reason}.${bytes}`}</p>;
  }
  if (diff.equal) return <p className="muted">The bodies are the same.</p>;
  if (diff.kind === 'json') {
    return (
      <>
        <p className="muted">
          {diff.changes.length === 1 ? '1 change' : `${diff.changes.length} changes`} in the JSON body
        </p>
        <JsonChanges changes={diff.changes} labels={labels} />
      </>
    );
  }
  return <TextChanges rows={rows} labels={labels} />;
}
