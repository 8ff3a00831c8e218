// Header differences between two responses. Names are case-insensitive (RFC 9110), and a header
// sent several times counts as its values joined with ", ", as a field line combines them.
import type { HeaderChange, HeaderComparison } from './types.js';

type HeaderList = ReadonlyArray<readonly [string, string]>;

interface Field {
  name: string;
  value: string;
}

function fieldsByName(headers: HeaderList): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    const field = fields.get(key);
    if (field) field.value = `${field.value}, ${value}`;
    else fields.set(key, { name, value });
  }
  return fields;
}

export function compareHeaders(first: HeaderList, second: HeaderList): HeaderComparison {
  const before = fieldsByName(first);
  const after = fieldsByName(second);
  const entries: HeaderChange[] = [];
  for (const [key, { name, value }] of before) {
    const other = after.get(key);
    if (!other) entries.push({ name, value1: value, value2: null, state: 'removed' });
    else entries.push({ name, value1: value, value2: other.value, state: other.value === value ? 'same' : 'changed' });
  }
  for (const [key, { name, value }] of after) {
    if (!before.has(key)) entries.push({ name, value1: null, value2: value, state: 'added' });
  }
  const same = entries.filter((entry) => entry.state === 'same').length;
  const changed = entries.length - same;
  return { hasChanges: changed > 0, summary: { changed, same }, entries };
}
