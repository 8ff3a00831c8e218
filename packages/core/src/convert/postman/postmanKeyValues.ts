// Postman's key/value rows (headers, urlencoded fields): switched off by `disabled: true` or
// `enabled: false`, values of any JSON type read as text.
import type { KeyValue } from '../../model/keyValue.js';
import { descriptionOf, isSwitchedOn, looseText, recordsOf } from '../untrusted.js';

export function importKeyValues(rows: unknown): KeyValue[] {
  return recordsOf(rows).map((row) => {
    const description = descriptionOf(row['description']);
    return {
      key: looseText(row['key']),
      value: looseText(row['value']),
      enabled: isSwitchedOn(row),
      ...(description !== undefined && { description }),
    };
  });
}
