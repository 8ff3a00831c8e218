/** v3 file names: characters a file system refuses become `-`, and names are unique ignoring case. */
const FORBIDDEN = /[/\\:*?"<>|]/g;

function sanitizeStem(name: string): string {
  return name.replace(FORBIDDEN, '-').trim() || 'untitled';
}

/** Hands out stems unique (case-insensitively) within one directory. */
export class StemAllocator {
  private readonly taken = new Set<string>();

  /** Holds a stem a file already has on disk, unless another took it; whether it is now this one's. */
  keep(stem: string): boolean {
    if (this.taken.has(stem.toLowerCase())) return false;
    this.taken.add(stem.toLowerCase());
    return true;
  }

  take(name: string): string {
    const base = sanitizeStem(name);
    let stem = base;
    for (let copy = 2; this.taken.has(stem.toLowerCase()); copy += 1) stem = `${base} (${copy})`;
    this.taken.add(stem.toLowerCase());
    return stem;
  }
}
