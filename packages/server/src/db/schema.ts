// The tables this server knows, as Kysely sees them. Later issues add theirs here and a migration.
export interface AuditLogTable {
  id: string;
  /** ISO 8601 time of the event. */
  at: string;
  /** The user who acted, when someone is signed in. */
  actor: string | null;
  action: string;
  /** JSON text with the event's particulars. */
  detail: string;
}

export interface Database {
  audit_log: AuditLogTable;
}
