// Every migration in order. Names are numbered and never change once released: Kysely records them.
import type { Migration } from 'kysely/migration';
import * as auditLog from './0001_audit_log.js';
import * as accounts from './0002_accounts.js';
import * as accountHardening from './0003_account_hardening.js';
import * as teams from './0004_teams.js';
import * as mock from './0005_mock.js';
import * as workspaces from './0006_workspaces.js';
import * as knownSignInAddresses from './0007_known_sign_in_addresses.js';
import * as themes from './0008_themes.js';
import * as websocketConnections from './0009_websocket_connections.js';
import * as themeCodeColors from './0010_theme_code_colors.js';
import * as responseAnalysis from './0011_response_analysis.js';
import * as accountNameSkeletons from './0012_account_name_skeletons.js';
import * as analysisRedaction from './0013_analysis_redaction.js';
import * as idempotentReplies from './0014_idempotent_replies.js';
import * as outboundSettings from './0015_outbound_settings.js';
import * as collectionOpenApiSources from './0016_collection_openapi_sources.js';
import * as collectionUploads from './0017_collection_uploads.js';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_audit_log': auditLog,
  '0002_accounts': accounts,
  '0003_account_hardening': accountHardening,
  '0004_teams': teams,
  '0005_mock': mock,
  '0006_workspaces': workspaces,
  '0007_known_sign_in_addresses': knownSignInAddresses,
  '0008_themes': themes,
  '0009_websocket_connections': websocketConnections,
  '0010_theme_code_colors': themeCodeColors,
  '0011_response_analysis': responseAnalysis,
  '0012_account_name_skeletons': accountNameSkeletons,
  '0013_analysis_redaction': analysisRedaction,
  '0014_idempotent_replies': idempotentReplies,
  '0015_outbound_settings': outboundSettings,
  '0016_collection_openapi_sources': collectionOpenApiSources,
  '0017_collection_uploads': collectionUploads,
};
