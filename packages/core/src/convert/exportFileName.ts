/**
 * The name of an exported file: a prefix and the ISO date of the export, e.g.
 * `courier-export-2026-11-22.json`. Characters that file systems reject become '-'.
 */
export function exportFileName(prefix: string, date: Date = new Date()): string {
  const safe = prefix.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${date.toISOString().slice(0, 10)}.json`;
}
