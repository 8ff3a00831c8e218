import { describe, expect, it } from 'vitest';
import { MAX_REDACTED_NAMES, withRedactedName } from './redactedNames.js';

describe('adding a name to redact', () => {
  it('adds it trimmed, after the others', () => {
    expect(withRedactedName(['tenant-pin'], '  X-Customer-Ref ')).toEqual({ names: ['tenant-pin', 'X-Customer-Ref'] });
  });

  it('says why a name cannot be added', () => {
    expect(withRedactedName([], ' ')).toEqual({ error: 'A name to redact cannot be empty' });
    expect(withRedactedName([], 'tenant pin')).toEqual({
      error: 'A name to redact holds only letters, digits, -, _ and .',
    });
    expect(withRedactedName(['tenant-pin'], 'TENANT-PIN')).toEqual({ error: 'TENANT-PIN is in the list already' });
    expect(withRedactedName([], 'X-Auth-Token')).toEqual({ error: 'X-Auth-Token is always redacted' });
    const full = Array.from({ length: MAX_REDACTED_NAMES }, (_, index) => `name${index}`);
    expect(withRedactedName(full, 'one-more')).toEqual({ error: 'At most 50 names can be added to redact' });
  });
});
