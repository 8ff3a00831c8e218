// How a response body is displayed: an object, or a string that parses as JSON, is
// pretty JSON; anything else plain text. Pure, so it runs in the format worker and in tests.
import { lineIndex, wrappedRows } from '../../ui/lineIndex.js';
import type { PiecedText } from '../../ui/piecedText.js';

export interface FormattedBody {
  text: string;
  /** Display-line starts (ui/lineIndex). */
  starts: Uint32Array;
  /** The display lines that continue a cut line (ui/lineIndex), so line numbers count real lines. */
  wrapped: Uint32Array;
  /** True when the body was JSON and is shown pretty. */
  isJson: boolean;
}

/** A formatted body as the page holds it: in the pieces it came in from the format worker. */
export interface DisplayBody extends Omit<FormattedBody, 'text'> {
  text: PiecedText;
}

export function prettyJson(body: string): string | undefined {
  const trimmed = body.trimStart();
  // Cheap rejection before JSON.parse: most non-JSON bodies (HTML, text) fail here.
  if (trimmed === '' || !/^[[{"\d\-tfn]/.test(trimmed)) return undefined;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // Not JSON: shown as text.
    return undefined;
  }
}

export function formatBody(body: string, pretty: boolean): FormattedBody {
  const formatted = pretty ? prettyJson(body) : undefined;
  const text = formatted ?? body;
  const starts = lineIndex(text);
  return { text, starts, wrapped: wrappedRows(text, starts), isJson: formatted !== undefined };
}

/** Sizes in Bytes, KB, MB or GB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${units[unit]}`;
}

/** The status colour class: 2xx green, 3xx yellow, 4xx red, 5xx purple. */
export function statusClass(status: number): string {
  if (status >= 200 && status < 300) return 'status-2xx';
  if (status >= 300 && status < 400) return 'status-3xx';
  if (status >= 400 && status < 500) return 'status-4xx';
  if (status >= 500) return 'status-5xx';
  return '';
}
