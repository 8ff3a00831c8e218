/**
 * What an import from another tool could not carry over. Nothing is dropped silently: each thing
 * left out (or kept only as text) is one line for the user, and counted under a short label so the
 * import summary can say "3 script lines kept as comments" without listing every one.
 */
export interface UnmappedCount {
  /** What was not mapped, e.g. 'script lines kept as comments'. */
  what: string;
  count: number;
}

export class ImportNotes {
  readonly warnings: string[] = [];
  private readonly counts = new Map<string, number>();

  /** Counts one thing under `what`; `line` (naming where it was) is shown to the user when given. */
  add(what: string, line?: string): void {
    this.counts.set(what, (this.counts.get(what) ?? 0) + 1);
    if (line !== undefined) this.warnings.push(line);
  }

  get unmapped(): UnmappedCount[] {
    return [...this.counts].map(([what, count]) => ({ what, count }));
  }
}

/** '3 script lines kept as comments, 1 template tag without a mapping', or undefined when all was mapped. */
export function unmappedNotice(unmapped: readonly UnmappedCount[] | undefined): string | undefined {
  if (!unmapped || unmapped.length === 0) return undefined;
  return `Not mapped: ${unmapped.map(({ what, count }) => `${count} ${what}`).join(', ')}`;
}
