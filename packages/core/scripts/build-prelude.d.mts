/** Builds the script prelude and library bundles when missing or stale; true when it built. */
export function ensurePrelude(options?: { force?: boolean }): Promise<boolean>;
export const LIBRARIES: Record<string, string>;
export function libraryFileName(name: string): string;
