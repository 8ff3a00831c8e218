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

export type Role = 'admin' | 'moderator' | 'user';

/** Booleans are stored as 0/1 (migration 0002) so SQLite and PostgreSQL agree. */
export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (areas/auth/password.ts). */
  password_hash: string;
  first_name: string;
  last_name: string;
  name: string;
  avatar: string | null;
  role: Role;
  is_active: number;
  is_locked: number;
  failed_logins: number;
  token_version: number;
  created_at: string;
  last_login: string | null;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  key_hash: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export interface Database {
  audit_log: AuditLogTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
}
