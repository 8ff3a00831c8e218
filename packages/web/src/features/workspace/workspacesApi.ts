// The workspace calls (/api/workspace/*), each reply's data parsed with core's schema. The server acts
// as the signed-in user and checks their role in the workspace on every call.
import {
  AnalyticsReplySchema,
  BackupListReplySchema,
  BackupReplySchema,
  RestorePreviewReplySchema,
  TemplateListReplySchema,
  TemplateReplySchema,
  UseTemplateReplySchema,
  WorkspaceActivityReplySchema,
  WorkspaceListReplySchema,
  WorkspaceMemberReplySchema,
  WorkspaceMembersReplySchema,
  WorkspaceReplySchema,
  type AddWorkspaceMemberInput,
  type CreateTemplateInput,
  type CreateWorkspaceInput,
  type WorkspaceSettings,
} from '@courier/core';
import * as z from 'zod';
import { API_BASE, apiCall as call, ApiError, endSession, jsonBody as json } from '../../lib/api.js';
import { sessionHeaders } from '../../lib/session.js';

const id = encodeURIComponent;
const at = (workspaceId: string) => `/workspace/${id(workspaceId)}`;

export interface DownloadedFile {
  name: string;
  text: string;
}

/** A backup file as it downloads: its name from Content-Disposition, its text as stored. */
async function download(path: string): Promise<DownloadedFile> {
  const response = await fetch(`${API_BASE}${path}`, { headers: sessionHeaders() });
  if (response.status === 401) endSession();
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    throw new ApiError(
      response.status,
      typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      typeof body.message === 'string' ? body.message : `${response.status} ${response.statusText}`,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'workspace.courier-backup.json';
  return { name, text: await response.text() };
}

export const workspacesApi = {
  list: async () => (await call('/workspace/list', WorkspaceListReplySchema.shape.data)).data,
  create: (workspace: CreateWorkspaceInput) =>
    call('/workspace/create', WorkspaceReplySchema.shape.data, json('POST', workspace)),
  switchTo: (workspaceId: string) =>
    call('/workspace/switch', WorkspaceReplySchema.shape.data, json('POST', { workspaceId })),
  analytics: async (workspaceId: string) =>
    (await call(`/workspace/analytics/overview?workspaceId=${id(workspaceId)}`, AnalyticsReplySchema.shape.data)).data,
  update: (workspaceId: string, changes: { name?: string; description?: string; settings?: WorkspaceSettings }) =>
    call(at(workspaceId), WorkspaceReplySchema.shape.data, json('PUT', changes)),
  members: async (workspaceId: string) =>
    (await call(`${at(workspaceId)}/members`, WorkspaceMembersReplySchema.shape.data)).data,
  addMember: (workspaceId: string, member: AddWorkspaceMemberInput) =>
    call(`${at(workspaceId)}/members`, WorkspaceMemberReplySchema.shape.data, json('POST', member)),
  removeMember: (workspaceId: string, memberId: string) =>
    call(`${at(workspaceId)}/members/${id(memberId)}`, WorkspaceMemberReplySchema.shape.data, { method: 'DELETE' }),
  activity: async (workspaceId: string) =>
    (await call(`${at(workspaceId)}/activity`, WorkspaceActivityReplySchema.shape.data)).data,
  templates: async (workspaceId: string) =>
    (await call(`${at(workspaceId)}/templates`, TemplateListReplySchema.shape.data)).data,
  createTemplate: (workspaceId: string, template: CreateTemplateInput) =>
    call(`${at(workspaceId)}/templates`, TemplateReplySchema.shape.data, json('POST', template)),
  useTemplate: (workspaceId: string, templateId: string) =>
    call(`${at(workspaceId)}/templates/${id(templateId)}/use`, UseTemplateReplySchema.shape.data, { method: 'POST' }),
  backups: async (workspaceId: string) =>
    (await call(`${at(workspaceId)}/backups`, BackupListReplySchema.shape.data)).data,
  backup: (workspaceId: string) =>
    call(`${at(workspaceId)}/backup`, BackupReplySchema.shape.data, json('POST', { includeData: true })),
  downloadBackup: (workspaceId: string, backupId: string) =>
    download(`${at(workspaceId)}/backups/${id(backupId)}/download`),
  /** The file's JSON text goes as it is: the server reads and checks it. */
  previewRestore: async (fileText: string) =>
    (await call('/workspace/restore/preview', RestorePreviewReplySchema.shape.data, { method: 'POST', body: fileText }))
      .data,
  restore: (fileText: string) =>
    call('/workspace/restore', WorkspaceReplySchema.shape.data, { method: 'POST', body: fileText }),
  recordSend: (workspaceId: string, send: { method: string; status: number; durationMs: number }) =>
    call(`${at(workspaceId)}/sends`, z.unknown(), json('POST', send)),
};
