// A write refused by a unique constraint: the database, not a read before the write, decides which
// of two racing writers wins, and the loser's error is recognised here.

/** SQLite and PostgreSQL report a unique constraint differently. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
