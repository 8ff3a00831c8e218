// The connect dialog writes handshake headers as 'Name: value' lines; a saved WebSocket request keeps
// them as rows, like an HTTP request's headers.
import type { KeyValue } from '@courier/core';

/** 'Authorization: Bearer x' lines → rows; a line without a colon is a mistake worth saying. */
export function headerRows(text: string): KeyValue[] | string {
  const rows: KeyValue[] = [];
  for (const line of text.split('\n').map((row) => row.trim())) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) return `Write each header as Name: value (${line})`;
    rows.push({ key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim(), enabled: true });
  }
  return rows;
}

/** The rows switched on, one 'Name: value' line each. */
export function headerLines(rows: readonly KeyValue[]): string {
  return rows
    .filter((row) => row.enabled)
    .map((row) => `${row.key}: ${row.value}`)
    .join('\n');
}
