// How the live channel's workspace events change the Workspace view's lists. A replayed event
// changes nothing the second time.
import { BackupSchema, TemplateSchema, WorkspaceMemberSchema, WorkspaceSchema, type Backup } from '@courier/core';
import * as z from 'zod';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { mergeById } from '../shared/mergeById.js';
import type { WorkspaceState } from './workspaceStore.js';

type Lists = Pick<WorkspaceState, 'workspaces' | 'members' | 'templates' | 'backups'>;

export interface WorkspaceEventChange {
  state: Partial<Lists>;
  /** A request was sent from the workspace: the Overview's figures are read again. */
  reloadAnalytics: boolean;
  /**
   * Someone was added by an address with no account yet, which the event leaves out: the members
   * are read again, with the pending ones the user may see.
   */
  reloadMembers?: boolean;
}

const Updated = z.object({ workspace: WorkspaceSchema });
const Member = z.object({ member: WorkspaceMemberSchema });
const MemberId = z.object({ member: z.object({ id: z.string() }) });
const Created = z.object({ template: TemplateSchema });
const BackupChanged = z.object({ backup: BackupSchema });

const newestFirst = (backups: Backup[]) =>
  backups.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));

export function applyWorkspaceEvent(lists: Lists, event: LiveEvent): WorkspaceEventChange {
  const none = { state: {}, reloadAnalytics: false };
  switch (event.type) {
    case 'workspace_updated': {
      const parsed = Updated.safeParse(event.data);
      if (!parsed.success) return none;
      // The event is written from its author's side: the reader keeps their own role and current choice.
      const { name, description, settings } = parsed.data.workspace;
      const workspaces = lists.workspaces.map((workspace) =>
        workspace.id === parsed.data.workspace.id ? { ...workspace, name, description, settings } : workspace,
      );
      return { state: { workspaces }, reloadAnalytics: false };
    }
    case 'member_added': {
      const parsed = Member.safeParse(event.data);
      if (parsed.success) {
        return { state: { members: mergeById(lists.members, [parsed.data.member]) }, reloadAnalytics: false };
      }
      return { ...none, reloadMembers: MemberId.safeParse(event.data).success };
    }
    case 'member_removed': {
      const parsed = MemberId.safeParse(event.data);
      if (!parsed.success) return none;
      return {
        state: { members: lists.members.filter((member) => member.id !== parsed.data.member.id) },
        reloadAnalytics: false,
      };
    }
    case 'template_created': {
      const parsed = Created.safeParse(event.data);
      return parsed.success
        ? { state: { templates: mergeById(lists.templates, [parsed.data.template]) }, reloadAnalytics: false }
        : none;
    }
    case 'backup_updated': {
      const parsed = BackupChanged.safeParse(event.data);
      return parsed.success
        ? { state: { backups: newestFirst(mergeById(lists.backups, [parsed.data.backup])) }, reloadAnalytics: false }
        : none;
    }
    case 'request_sent':
      return { state: {}, reloadAnalytics: true };
    default:
      return none;
  }
}
