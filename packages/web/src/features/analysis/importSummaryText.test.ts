import { describe, expect, it } from 'vitest';
import { importSummaryText } from './importSummaryText.js';

describe('the import summary', () => {
  it('counts what came in and what was skipped as a duplicate', () => {
    expect(importSummaryText({ imported: { schemas: 2, cache: 1 }, skipped: { schemas: 0, cache: 0 } })).toBe(
      'Imported 2 schemas and 1 cached response.',
    );
    expect(importSummaryText({ imported: { schemas: 0, cache: 0 }, skipped: { schemas: 1, cache: 3 } })).toBe(
      'Imported 0 schemas and 0 cached responses; skipped 1 duplicate schema and 3 duplicate responses.',
    );
  });
});
