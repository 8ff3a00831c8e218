// A text with every occurrence of the searched words marked, as a search's results show it.
import { markedRanges } from '@courier/core';
import type { ReactNode } from 'react';

export function MarkedText({ text, words }: { text: string; words: readonly string[] }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { start, end } of markedRanges(text, words)) {
    parts.push(
      text.slice(from, start),
      <mark key={start} className="search-mark">
        {text.slice(start, end)}
      </mark>,
    );
    from = end;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
