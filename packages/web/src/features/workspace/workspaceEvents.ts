// How the live channel's workspace events change the Workspace view's lists. A replayed event
// changes nothing the second time.
import { workspaceEventData, type Backup } from '@courier/core';
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

const newestFirst = (backups: Backup[]) =>
  backups.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));

export function applyWorkspaceEvent(lists: Lists, event: LiveEvent): WorkspaceEventChange {
  const none = { state: {}, reloadAnalytics: false };
  switch (event.type) {
    case 'workspace_updated': {
      const data = workspaceEventData(event.type, event.data);
      if (!data) return none;
      // The event is written from its author's side: the reader keeps their own role and current choice.
      const { id, name, description, settings } = data.workspace;
      const workspaces = lists.workspaces.map((workspace) =>
        workspace.id === id ? { ...workspace, name, description, settings } : workspace,
      );
      return { state: { workspaces }, reloadAnalytics: false };
    }
    case 'member_added': {
      const data = workspaceEventData(event.type, event.data);
      if (!data) return none;
      const { member } = data;
      if ('email' in member) return { state: { members: mergeById(lists.members, [member]) }, reloadAnalytics: false };
      return { ...none, reloadMembers: true };
    }
    case 'member_removed': {
      const data = workspaceEventData(event.type, event.data);
      if (!data) return none;
      return {
        state: { members: lists.members.filter((member) => member.id !== data.member.id) },
        reloadAnalytics: false,
      };
    }
    case 'template_created': {
      const data = workspaceEventData(event.type, event.data);
      return data
        ? { state: { templates: mergeById(lists.templates, [data.template]) }, reloadAnalytics: false }
        : none;
    }
    case 'backup_updated': {
      const data = workspaceEventData(event.type, event.data);
      return data
        ? { state: { backups: newestFirst(mergeById(lists.backups, [data.backup])) }, reloadAnalytics: false }
        : none;
    }
    case 'request_sent':
      return { state: {}, reloadAnalytics: true };
    default:
      return none;
  }
}
