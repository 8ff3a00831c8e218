/** Request headers in Postman files: a list of rows (v2.1) or `Name: value` lines (v2.0). */
import type { KeyValue } from '../../model/keyValue.js';
import { importKeyValues } from './postmanKeyValues.js';
import type { JsonRecord } from '../untrusted.js';

function headerLines(text: string): KeyValue[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      // Postman's header text switches a line off with a leading '//'.
      const disabled = line.trimStart().startsWith('//');
      const content = disabled ? line.trimStart().slice(2) : line;
      const colon = content.indexOf(':');
      const key = (colon === -1 ? content : content.slice(0, colon)).trim();
      const value = colon === -1 ? '' : content.slice(colon + 1).trim();
      return { key, value, enabled: !disabled };
    });
}

export function importHeaders(definition: unknown): KeyValue[] {
  if (typeof definition === 'string') return headerLines(definition);
  return importKeyValues(definition);
}

export function exportHeaders(headers: readonly KeyValue[]): JsonRecord[] {
  return headers.map((header) => ({
    key: header.key,
    value: header.value,
    type: 'text',
    ...(header.enabled ? {} : { disabled: true }),
    ...(header.description !== undefined && { description: header.description }),
  }));
}
