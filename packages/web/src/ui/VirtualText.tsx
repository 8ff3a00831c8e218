import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { lineAt } from './lineIndex.js';

export interface VirtualTextProps {
  text: string;
  /** Display-line starts from `lineIndex(text)`. */
  starts: Uint32Array;
  /** Accessible name of the viewer. */
  label: string;
  /** Text to mark in visible rows (case-insensitive). */
  highlight?: string;
  /** A row to bring into view (the current search match). */
  focusLine?: number;
}

const ROW_HEIGHT = 18;

/**
 * A read-only text of any size: only the rows on screen exist in the DOM (@tanstack/react-virtual),
 * so a 20 MB body scrolls like a 2 KB one (issue 6 §3).
 */
export function VirtualText({ text, starts, label, highlight, focusLine }: VirtualTextProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: starts.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });

  useEffect(() => {
    if (focusLine !== undefined) virtualizer.scrollToIndex(focusLine, { align: 'center' });
  }, [focusLine, virtualizer]);

  const gutterWidth = `${String(starts.length).length + 1}ch`;
  return (
    <div
      ref={scrollRef}
      className="virtual-text"
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-label={label}
      tabIndex={0}
      data-lines={starts.length}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.index}
            className={`vt-row ${row.index === focusLine ? 'vt-row-current' : ''}`}
            style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
          >
            <span className="vt-gutter" style={{ width: gutterWidth }}>
              {row.index + 1}
            </span>
            <span className="vt-line">{marked(lineAt(text, starts, row.index), highlight)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

function marked(line: string, highlight: string | undefined) {
  if (!highlight) return line;
  const parts: Array<string | { match: string; at: number }> = [];
  const lower = line.toLowerCase();
  const needle = highlight.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
    parts.push(line.slice(from, at), { match: line.slice(at, at + needle.length), at });
    from = at + needle.length;
  }
  if (parts.length === 0) return line;
  parts.push(line.slice(from));
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <mark key={`${part.at}-${index}`} className="vt-mark">
        {part.match}
      </mark>
    ),
  );
}
