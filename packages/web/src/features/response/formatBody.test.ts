import { describe, expect, it } from 'vitest';
import { formatBody, formatSize, statusClass } from './formatBody.js';

describe('response body display', () => {
  it('shows JSON bodies pretty', () => {
    const formatted = formatBody('{"a":1,"b":[true]}', true);
    expect(formatted.isJson).toBe(true);
    expect(formatted.text).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    expect(formatted.starts.length).toBe(6);
  });

  it('shows a JSON string body as pretty JSON too', () => {
    expect(formatBody('"hello"', true).text).toBe('"hello"');
  });

  it('shows anything else as plain text', () => {
    const formatted = formatBody('<html>{"a":1}</html>', true);
    expect(formatted.isJson).toBe(false);
    expect(formatted.text).toBe('<html>{"a":1}</html>');
    expect(formatBody('{"a":', true).isJson).toBe(false);
  });

  it('keeps the raw text when pretty is off', () => {
    expect(formatBody('{"a":1}', false).text).toBe('{"a":1}');
  });
});

describe('size and status', () => {
  it('uses Bytes, KB, MB and GB', () => {
    expect(formatSize(0)).toBe('0 Bytes');
    expect(formatSize(1023)).toBe('1023 Bytes');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('colours 2xx green, 3xx yellow, 4xx red, 5xx purple', () => {
    expect([204, 301, 404, 503].map(statusClass)).toEqual(['status-2xx', 'status-3xx', 'status-4xx', 'status-5xx']);
  });
});
