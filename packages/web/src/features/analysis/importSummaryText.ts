// What an import says it did: how many schemas and cached responses came in, and how many were
// already there and skipped.
import { plural } from '../shared/plural.js';
import type { AnalysisImportSummary } from '@courier/core/analysis-replies';

export function importSummaryText({ imported, skipped }: AnalysisImportSummary): string {
  const brought = `Imported ${plural(imported.schemas, 'schema')} and ${plural(imported.cache, 'cached response')}`;
  const duplicates = skipped.schemas + skipped.cache;
  if (duplicates === 0) return `${brought}.`;
  return `${brought}; skipped ${plural(skipped.schemas, 'duplicate schema')} and ${plural(skipped.cache, 'duplicate response')}.`;
}
