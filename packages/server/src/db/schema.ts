// The tables this server knows, as Kysely sees them. Each new area adds its tables here and a migration.
import type { InvitationStatus, Role, StoredItemKind } from '@courier/core';
import type { ColumnType } from 'kysely';

interface AuditLogTable {
  id: string;
  /** ISO 8601 time of the event. */
  at: string;
  /** The user who acted, when someone is signed in. */
  actor: string | null;
  action: string;
  /** JSON text with the event's particulars. */
  detail: string;
}

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
  /** Consecutive failed sign-ins (or wrong current passwords) since the last success. */
  failed_logins: number;
  /** ISO 8601 time until which sign-in is refused after too many failures; the lock expires by itself. */
  locked_until: string | null;
  token_version: number;
  created_at: string;
  last_login: string | null;
  /** UTS #39 skeletons of the username and the e-mail (nameSkeleton.ts): look-alikes share one. */
  username_skeleton: string;
  email_skeleton: string;
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

/** Failures of a source address, or of a name that is no account, counted like an account's. */
export interface SignInThrottleTable {
  /** 'address:<client>' or 'name:<identifier>'. */
  key: string;
  failures: number;
  locked_until: string | null;
  last_failure_at: string;
}

/** Where an account has signed in: its own lock does not hold it back there. */
interface KnownSignInAddressesTable {
  user_id: string;
  /** The client as the sign-in limits count it (an IPv6 address folded into its /56). */
  address: string;
  last_sign_in_at: string;
}

/** The next sequence number of each live scope ('team:<id>', 'user:<id>'). */
interface LiveSequencesTable {
  scope: string;
  last_seq: number;
}

/** Every change a live client may need, numbered per scope (packages/server/src/live). */
interface LiveEventsTable {
  scope: string;
  seq: number;
  /** snake_case, e.g. 'member_joined'. */
  type: string;
  /** The user whose action it was. */
  actor: string | null;
  /** JSON text. */
  data: string;
  at: string;
}

type TeamType = 'team' | 'organization' | 'personal';
type TeamVisibility = 'private' | 'internal' | 'public';
type TeamRole = 'owner' | 'admin' | 'member';

export interface TeamsTable {
  id: string;
  name: string;
  description: string;
  type: TeamType;
  visibility: TeamVisibility;
  allow_invites: number;
  owner_id: string;
  created_at: string;
}

export interface TeamMembersTable {
  id: string;
  team_id: string;
  user_id: string;
  role: TeamRole;
  joined_at: string;
}

export interface TeamInvitationsTable {
  id: string;
  team_id: string;
  /** Lower-cased. */
  email: string;
  role: Exclude<TeamRole, 'owner'>;
  invited_by: string;
  status: InvitationStatus;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
}

export interface MockConfigsTable {
  id: string;
  /** An account's id, or the local identity's (http/personalOwner.ts). */
  owner_id: string;
  /** The served address's segment, unguessable: /mock/<slug>/… */
  slug: string;
  name: string;
  base_url: string;
  enabled: number;
  access: 'url' | 'apiKey';
  created_at: string;
  /** Changes with any change to the configuration or its routes; served copies reload on it. */
  updated_at: string;
}

interface MockRoutesTable {
  id: string;
  config_id: string;
  position: number;
  /** JSON text of the route without its id. */
  data: string;
}

export interface MockLogsTable {
  id: string;
  owner_id: string;
  config_id: string | null;
  route_id: string | null;
  method: string;
  url: string;
  body: string;
  timestamp: string;
  matched: number;
  status: number;
  error: string | null;
  /** JSON text of a miss's explanation. */
  explanation: string | null;
}

interface MockCountersTable {
  owner_id: string;
  total_requests: number;
  matched_requests: number;
}

type WorkspaceType = 'personal' | 'team' | 'project';
type WorkspaceRole = 'owner' | 'admin' | 'member' | 'viewer';

/** Migration 0006. JSON columns hold text. */
export interface WorkspacesTable {
  id: string;
  name: string;
  description: string;
  type: WorkspaceType;
  /** JSON: visibility, collaboration, autoBackup, notifications. */
  settings: string;
  team_id: string | null;
  owner_id: string;
  /** The user whose personal workspace this is. */
  personal_of: string | null;
  created_at: string;
  last_auto_backup_at: string | null;
}

export interface WorkspaceMembersTable {
  id: string;
  workspace_id: string;
  /** Null while pending (no account with that e-mail yet). */
  user_id: string | null;
  /** Lower-cased. */
  email: string;
  role: WorkspaceRole;
  created_at: string;
}

interface CurrentWorkspacesTable {
  user_id: string;
  workspace_id: string;
}

export interface WsCollectionsTable {
  id: string;
  workspace_id: string;
  /** JSON: name, description, auth, scripts, variables. */
  fields: string;
  version: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  /** Who is uploading it in batches: hidden from everyone until finished, then null (decision 0050). */
  uploading_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WsItemsTable {
  id: string;
  collection_id: string;
  parent_id: string | null;
  kind: StoredItemKind;
  /** Fractional ordering key, compared as plain (code point) strings. */
  position: string;
  /** JSON: the request, or the folder without its children. */
  content: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

export interface WsEnvironmentsTable {
  id: string;
  workspace_id: string;
  name: string;
  /** JSON; secret variables are stored with an empty value. */
  variables: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/** Each member's own value of a secret variable. */
interface WsEnvironmentSecretsTable {
  environment_id: string;
  user_id: string;
  key: string;
  /** JSON. */
  value: string;
}

export interface WsTemplatesTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  category: 'api' | 'auth' | 'crud' | 'integration';
  /** JSON list. */
  tags: string;
  /** JSON: { collection, environment }. */
  content: string;
  created_by: string | null;
  created_at: string;
}

export interface WsBackupsTable {
  id: string;
  workspace_id: string;
  kind: 'manual' | 'auto';
  status: 'processing' | 'completed' | 'failed';
  /** The backup file's JSON text once completed. */
  content: string | null;
  size_bytes: number | null;
  error: string | null;
  created_by: string | null;
  created_at: string;
}

export interface WsSendsTable {
  id: string;
  workspace_id: string;
  user_id: string;
  method: string;
  status: number;
  duration_ms: number;
  at: string;
}

interface CollectionPresenceTable {
  collection_id: string;
  user_id: string;
  seen_at: string;
}

/** A background job runs on the instance holding its lease until `expires_at`. */
interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** Migration 0008. A user's own themes; the default ones are not stored. */
export interface ThemesTable {
  id: string;
  /** An account's id, or 'default' for a signed-out local workbench. */
  owner_id: string;
  name: string;
  name_key: string;
  type: 'light' | 'dark';
  description: string;
  /** JSON text of { primary, background, textPrimary, border }. */
  colors: string;
  /** Migration 0010. JSON text of the code colours the theme chose, or null for none. */
  code_colors: string | null;
  created_at: string;
}

interface ThemePreferencesTable {
  owner_id: string;
  active_theme_id: string;
  /** JSON text of the theme preferences. */
  preferences: string;
  updated_at: string;
}

interface WebSocketConnectionsTable {
  id: string;
  owner_id: string;
  /** The instance holding the socket (its live channel's instance id). */
  instance_id: string;
  status: string;
  error_count: number;
  /** JSON text of the connection as the view shows it. */
  connection: string;
  created_at: string;
}

interface WebSocketCommandsTable {
  id: string;
  /** The instance asked to run it. */
  instance_id: string;
  /** JSON text of the command. */
  command: string;
  /** JSON text of its outcome, once run. */
  outcome: string | null;
  created_at: string;
}

/** Migration 0011. One send through the proxy, recorded for its owner. */
export interface AnalysisResponsesTable {
  /** An account's id, or 'local' for a signed-out local workbench. */
  owner_id: string;
  id: string;
  method: string;
  url: string;
  environment: string | null;
  /** The lower-cased environment name, for the case-insensitive filter. */
  environment_key: string | null;
  status: number;
  /** JSON text of [name, value] pairs. */
  headers: string;
  content_type: string | null;
  /** The body text, or null when it was not kept (past the recording cap, or binary). */
  body: string | null;
  body_encoding: 'utf8' | 'base64';
  /** SHA-256 hex of the body bytes. */
  body_hash: string;
  size: number;
  total_ms: number;
  cached_at: string;
  /** 1 when this is the baseline of its (method, url). */
  baseline: number;
  /** JSON text of the baseline's drift ignore rules, or null for the defaults. */
  ignore_rules: string | null;
}

export interface AnalysisComparisonsTable {
  id: string;
  owner_id: string;
  response1_id: string;
  response2_id: string;
  /** JSON text of the comparison result. */
  result: string;
  compared_at: string;
}

export interface AnalysisSchemasTable {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  /** JSON text of the JSON Schema. */
  schema: string;
  /** JSON text of the tag list. */
  tags: string;
  created_at: string;
}

export interface AnalysisValidationsTable {
  id: string;
  owner_id: string;
  response_id: string;
  schema_id: string;
  /** JSON text of { valid, errors, warnings }. */
  result: string;
  validated_at: string;
}

export interface AnalysisAlertsTable {
  id: string;
  owner_id: string;
  url: string;
  metric: 'p95ResponseTime' | 'averageResponseTime' | 'errorRate';
  threshold: number;
  created_at: string;
}

/** An owner's recording settings; no row means the defaults. */
interface AnalysisSettingsTable {
  owner_id: string;
  recording: number;
  body_cap_bytes: number;
  retention_days: number;
  max_entries: number;
  /** JSON text of the names the owner added to redact from recordings. */
  redact_names: string;
  updated_at: string;
}

/** The first reply to a create sent with an Idempotency-Key, given again to a repeat (migration 0014). */
interface IdempotentRepliesTable {
  user_id: string;
  key: string;
  /** `METHOD path` the key was first used for. */
  request: string;
  status: number;
  body: string;
  created_at: string;
}

/** Settings' certificates and outbound proxy, of one person in one workspace (local mode). */
interface OutboundSettingsTable {
  owner_id: string;
  workspace_id: string;
  /** JSON of areas/outbound/settings.ts's StoredOutboundSettings. */
  settings: string;
  updated_at: string;
}

/** A shared collection's OpenAPI document, kept beside it (migration 0016). */
export interface WsCollectionOpenApiSourcesTable {
  collection_id: string;
  workspace_id: string;
  location: string;
  /** JSON text of the document as imported or last synced. */
  document: string;
  /** SHA-256 of `document`, hex. */
  hash: string;
  imported_at: string;
  imported_by: string | null;
  synced_at: string | null;
  synced_by: string | null;
}

export interface Database {
  audit_log: AuditLogTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  sign_in_throttle: SignInThrottleTable;
  known_sign_in_addresses: KnownSignInAddressesTable;
  live_sequences: LiveSequencesTable;
  live_events: LiveEventsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invitations: TeamInvitationsTable;
  mock_configs: MockConfigsTable;
  mock_routes: MockRoutesTable;
  mock_logs: MockLogsTable;
  mock_counters: MockCountersTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  current_workspaces: CurrentWorkspacesTable;
  ws_collections: WsCollectionsTable;
  ws_items: WsItemsTable;
  ws_collection_openapi_sources: WsCollectionOpenApiSourcesTable;
  ws_environments: WsEnvironmentsTable;
  ws_environment_secrets: WsEnvironmentSecretsTable;
  ws_templates: WsTemplatesTable;
  ws_backups: WsBackupsTable;
  ws_sends: WsSendsTable;
  collection_presence: CollectionPresenceTable;
  job_leases: JobLeasesTable;
  themes: ThemesTable;
  theme_preferences: ThemePreferencesTable;
  websocket_connections: WebSocketConnectionsTable;
  websocket_commands: WebSocketCommandsTable;
  analysis_responses: AnalysisResponsesTable;
  analysis_comparisons: AnalysisComparisonsTable;
  analysis_schemas: AnalysisSchemasTable;
  analysis_validations: AnalysisValidationsTable;
  analysis_alerts: AnalysisAlertsTable;
  analysis_settings: AnalysisSettingsTable;
  idempotent_replies: IdempotentRepliesTable;
  outbound_settings: OutboundSettingsTable;
}
