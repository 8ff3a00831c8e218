import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { colorJsonLine } from './jsonLine.js';
import { lineAt, lineNumberOf, type TextLike } from './lineIndex.js';

export interface VirtualTextProps {
  text: TextLike;
  /** Display-line starts from `lineIndex(text)`. */
  starts: Uint32Array;
  /** Display lines that continue a cut line (`wrappedRows`): numbered with the line they belong to. */
  wrapped?: Uint32Array;
  /** Accessible name of the viewer. */
  label: string;
  /** Text to mark in visible rows (case-insensitive). */
  highlight?: string;
  /** A row to bring into view (the current search match). */
  focusLine?: number;
  /** Colour JSON tokens (pretty JSON bodies). */
  json?: boolean;
}

const ROW_HEIGHT = 18;
const NONE = new Uint32Array(0);
const OVERSCAN = 10;
/**
 * Browsers cap an element's height near 33.5 million pixels; a pretty-printed 20 MB JSON body has
 * millions of rows. Past this height the scroll range is compressed and rows are placed relative
 * to the scroll position, so every row stays reachable.
 */
const MAX_SCROLL_HEIGHT = 8_000_000;

/**
 * A read-only text of any size: only the rows on screen exist in the DOM, so a 20 MB body scrolls
 * like a 2 KB one. Rows have a fixed height, which makes windowing exact.
 */
export function VirtualText({
  text,
  starts,
  wrapped = NONE,
  label,
  highlight,
  focusLine,
  json = false,
}: VirtualTextProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);

  const count = starts.length;
  const fullHeight = count * ROW_HEIGHT;
  const height = Math.min(fullHeight, MAX_SCROLL_HEIGHT);
  // Maps the compressed scroll range onto the full one (1 when nothing is compressed).
  const ratio = height > viewport ? Math.max(1, (fullHeight - viewport) / (height - viewport)) : 1;
  const virtualTop = scrollTop * ratio;
  const first = Math.max(0, Math.floor(virtualTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((virtualTop + viewport) / ROW_HEIGHT) + OVERSCAN);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setViewport(element.clientHeight));
    observer.observe(element);
    setViewport(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = scrollRef.current;
    if (focusLine === undefined || !element) return;
    element.scrollTop = Math.max(0, (focusLine * ROW_HEIGHT - element.clientHeight / 2) / ratio);
  }, [focusLine, ratio]);

  const gutterWidth = `${String(count - wrapped.length).length + 1}ch`;
  const rows = [];
  for (let index = first; index < last; index += 1) {
    const number = lineNumberOf(wrapped, index);
    rows.push(
      <div
        key={index}
        className={`vt-row ${index === focusLine ? 'vt-row-current' : ''}`}
        style={{ transform: `translateY(${scrollTop + index * ROW_HEIGHT - virtualTop}px)`, height: ROW_HEIGHT }}
      >
        <span
          className="vt-gutter"
          style={{ width: gutterWidth }}
          {...(number.continued ? { title: `Line ${number.line}, continued` } : {})}
        >
          {number.continued ? '↪' : number.line}
        </span>
        <span className="vt-line">{render(lineAt(text, starts, index), highlight, json)}</span>
      </div>,
    );
  }

  return (
    <div
      ref={scrollRef}
      className="virtual-text"
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-label={label}
      tabIndex={0}
      data-lines={count}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height, position: 'relative' }}>{rows}</div>
    </div>
  );
}

function render(line: string, highlight: string | undefined, json: boolean) {
  if (!highlight) return json ? colorJsonLine(line) : line;
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
