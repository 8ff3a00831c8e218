// Per-request results: success, name, method, url, status, response time, error,
// tests passed/failed. Windowed, so a run of thousands scrolls like one of ten.
import type { RequestResult } from '@courier/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Check, X } from 'lucide-react';
import { useRef } from 'react';
import { MethodBadge } from '../collections/MethodBadge.js';

const ROW_HEIGHT = 30;

export interface ResultsTableProps {
  results: readonly RequestResult[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

function statusClass(status: number): string {
  return status >= 200 && status < 600 ? `status-${Math.floor(status / 100)}xx` : 'runner-status-none';
}

export function ResultsTable({ results, selectedId, onSelect }: ResultsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  return (
    <div className="runner-table" role="table" aria-label="Request results" aria-rowcount={results.length + 1}>
      <div className="runner-row runner-row-head" role="row" aria-rowindex={1}>
        {['', 'Name', 'Method', 'URL', 'Status', 'Time', 'Tests', 'Error'].map((name, index) => (
          <span key={index} role="columnheader">
            {name || <span className="visually-hidden">Success</span>}
          </span>
        ))}
      </div>
      <div ref={scrollRef} className="runner-table-body">
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const result = results[item.index] as RequestResult;
            const testsFailed = result.testsTotal - result.testsPassed;
            return (
              <div
                key={result.id}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={selectedId === result.id}
                tabIndex={0}
                className={`runner-row ${result.success ? '' : 'runner-row-failed'} ${selectedId === result.id ? 'runner-row-selected' : ''}`}
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                onClick={() => onSelect(result.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') onSelect(result.id);
                }}
              >
                <span role="cell" className={result.success ? 'runner-ok' : 'runner-bad'}>
                  {result.success ? <Check size={14} aria-label="Passed" /> : <X size={14} aria-label="Failed" />}
                </span>
                <span role="cell" className="runner-cell-name" title={result.name}>
                  {result.name}
                  <span className="muted"> #{result.iteration + 1}</span>
                </span>
                <span role="cell">
                  <MethodBadge method={result.method} />
                </span>
                <span role="cell" className="mono runner-cell-url" title={result.url}>
                  {result.url}
                </span>
                <span role="cell" className={`mono ${statusClass(result.status)}`}>
                  {result.status}
                </span>
                <span role="cell" className="mono">
                  {Math.round(result.responseTime)} ms
                </span>
                <span role="cell" className={testsFailed > 0 ? 'runner-bad' : ''}>
                  {result.testsTotal === 0 ? '—' : `${result.testsPassed} passed, ${testsFailed} failed`}
                </span>
                <span role="cell" className="runner-cell-error" title={result.error}>
                  {result.error ?? ''}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
