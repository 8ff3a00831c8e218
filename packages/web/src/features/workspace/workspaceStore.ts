// The Workspace Management view's state: the user's workspaces and, for the current one, its
// figures, members, activity, templates and backups. Lists load from the server when the view opens;
// the workspace's live scope keeps them current (a backup finishing, a member added elsewhere).
import type {
  AddWorkspaceMemberInput,
  AnalyticsOverview,
  Backup,
  CreateTemplateInput,
  CreateWorkspaceInput,
  RestorePreview,
  Template,
  Workspace,
  WorkspaceActivity,
  WorkspaceMember,
  WorkspaceSettings,
} from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LiveClient } from '../../lib/live/liveClient.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import type { ToastKind } from '../../ui/toasts.js';
import { callFailure } from '../shared/callFailure.js';
import { mergeById } from '../shared/mergeById.js';
import { latestSeq } from './latestSeq.js';
import { applyWorkspaceEvent } from './workspaceEvents.js';
import { WORKSPACE_FAILURES } from './workspaceMessages.js';
import type { DownloadedFile, workspacesApi } from './workspacesApi.js';

export type WorkspaceTab = 'overview' | 'workspaces' | 'members' | 'activity' | 'templates' | 'backups';

export interface WorkspacePorts {
  api: typeof workspacesApi;
  live: Pick<LiveClient, 'follow'>;
  toast(message: string, kind: ToastKind): void;
  /** Saves a downloaded backup through the browser. */
  save(file: DownloadedFile): void;
  /** The current workspace is known or changed: the sidebar's collections follow it. */
  switched(workspace: Workspace): void;
}

export interface WorkspaceState {
  userId: string | null;
  tab: WorkspaceTab;
  loading: boolean;
  workspaces: Workspace[];
  analytics: AnalyticsOverview | null;
  members: WorkspaceMember[];
  activity: WorkspaceActivity[];
  templates: Template[];
  backups: Backup[];
  start(userId: string): () => void;
  setTab(tab: WorkspaceTab): void;
  /** Each resolves to an error text for the dialog, or null when it worked. */
  createWorkspace(input: CreateWorkspaceInput): Promise<string | null>;
  switchTo(workspaceId: string): Promise<void>;
  updateSettings(changes: { name: string; description: string; settings: WorkspaceSettings }): Promise<string | null>;
  addMember(input: AddWorkspaceMemberInput): Promise<string | null>;
  removeMember(memberId: string): Promise<void>;
  createTemplate(input: CreateTemplateInput): Promise<string | null>;
  applyTemplate(templateId: string): Promise<void>;
  createBackup(): Promise<void>;
  downloadBackup(backupId: string): Promise<void>;
  previewRestore(fileText: string): Promise<RestorePreview | string>;
  restore(fileText: string): Promise<string | null>;
}

/** The workspace the tabs show: the user's current one. */
export const currentOf = (state: Pick<WorkspaceState, 'workspaces'>): Workspace | undefined =>
  state.workspaces.find((workspace) => workspace.isCurrent);

export function createWorkspaceStore({ api, live, toast, save, switched }: WorkspacePorts): StoreApi<WorkspaceState> {
  let generation = 0;
  let stopWorkspace: (() => void) | undefined;
  let followedId: string | undefined;
  let stopUser: (() => void) | undefined;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;

  return createStore<WorkspaceState>()((set, get) => {
    const current = (started: number) => started === generation;
    const currentId = () => currentOf(get())?.id;

    /** Reads the current workspace's tabs; a failure says what could not be read. */
    async function loadDetails(workspaceId: string): Promise<void> {
      const started = generation;
      // The activity first: the live scope resumes from its newest event, so every list read after it
      // already holds what came before.
      const [activity] = await Promise.allSettled([api.activity(workspaceId)]);
      const [analytics, members, templates, backups] = await Promise.allSettled([
        api.analytics(workspaceId),
        api.members(workspaceId),
        api.templates(workspaceId),
        api.backups(workspaceId),
      ]);
      if (!current(started) || currentId() !== workspaceId) return;
      set({
        ...(analytics.status === 'fulfilled' ? { analytics: analytics.value } : {}),
        ...(members.status === 'fulfilled' ? { members: members.value.members } : {}),
        ...(activity.status === 'fulfilled' ? { activity: activity.value.activities } : {}),
        ...(templates.status === 'fulfilled' ? { templates: templates.value.templates } : {}),
        ...(backups.status === 'fulfilled' ? { backups: backups.value.backups } : {}),
      });
      const failed = [analytics, members, activity, templates, backups].find((result) => result.status === 'rejected');
      if (failed) toast(callFailure('Error loading workspace', failed.reason), 'error');
    }

    async function loadList(): Promise<void> {
      const started = generation;
      const { workspaces } = await api.list();
      if (!current(started)) return;
      const before = currentId();
      set({ workspaces });
      const now = currentOf(get());
      if (now && now.id !== before) {
        switched(now);
        // Followed once its lists are read, from the newest event they include.
        await loadDetails(now.id);
        if (currentId() === now.id) followWorkspace(now.id, latestSeq(get().activity));
      }
    }

    // Many events in a row (a template used creates a collection, its requests, an environment)
    // become one read of the counts and the activity.
    const refreshSoon = () => {
      clearTimeout(reloadTimer);
      reloadTimer = setTimeout(() => {
        const id = currentId();
        if (!id) return;
        void loadList().catch(() => undefined);
        void api
          .activity(id)
          .then(({ activities }) => currentId() === id && set({ activity: activities }))
          .catch(() => undefined);
      }, 150);
    };

    function onEvent(event: LiveEvent): void {
      if (event.scope.startsWith('user:')) {
        if (event.type === 'workspace_added') refreshSoon();
        return;
      }
      const change = applyWorkspaceEvent(get(), event);
      set(change.state);
      if (change.reloadAnalytics) {
        const id = currentId();
        if (id) void api.analytics(id).then((analytics) => currentId() === id && set({ analytics }));
      }
      if (change.reloadMembers) {
        const id = currentId();
        if (id) void api.members(id).then(({ members }) => currentId() === id && set({ members }));
      }
      refreshSoon();
    }

    function followWorkspace(workspaceId: string, after: number): void {
      if (followedId === workspaceId) return;
      stopWorkspace?.();
      followedId = workspaceId;
      stopWorkspace = live.follow(`workspace:${workspaceId}`, onEvent, {
        after,
        // Removed from the workspace: the list is read again and another one becomes current.
        revoked: () => refreshSoon(),
        // Away longer than the server keeps events: everything shown is read again.
        reset: () => refreshSoon(),
      });
    }

    function stopFollowing(): void {
      stopWorkspace?.();
      stopUser?.();
      stopWorkspace = stopUser = followedId = undefined;
      clearTimeout(reloadTimer);
    }

    /** Runs a change, tells the user, and reads what it changed; false when it failed. */
    async function run(change: () => Promise<{ message: string }>, success: string, failure: string) {
      try {
        const { message } = await change();
        toast(message || success, 'success');
        return null;
      } catch (thrown) {
        return callFailure(failure, thrown);
      }
    }

    return {
      userId: null,
      tab: 'overview',
      loading: false,
      workspaces: [],
      analytics: null,
      members: [],
      activity: [],
      templates: [],
      backups: [],

      start(userId) {
        stopFollowing();
        const started = ++generation;
        set({
          userId,
          loading: true,
          workspaces: [],
          analytics: null,
          members: [],
          activity: [],
          templates: [],
          backups: [],
        });
        stopUser = live.follow(`user:${userId}`, onEvent, { reset: () => refreshSoon() });
        void loadList()
          .catch((thrown: unknown) => {
            if (current(started)) toast(callFailure('Error loading workspaces', thrown), 'error');
          })
          .finally(() => current(started) && set({ loading: false }));
        return () => {
          if (!current(started)) return;
          generation++;
          stopFollowing();
        };
      },

      setTab: (tab) => set({ tab }),

      async createWorkspace(input) {
        try {
          const { data, message } = await api.create(input);
          set((state) => ({ workspaces: mergeById(state.workspaces, [data.workspace]) }));
          toast(message || 'Workspace created successfully', 'success');
          // The server made it current: the tabs, and whoever is added next, follow it.
          switched(data.workspace);
          await loadList();
          return null;
        } catch (thrown) {
          return callFailure(WORKSPACE_FAILURES.create, thrown);
        }
      },

      async switchTo(workspaceId) {
        try {
          const { data } = await api.switchTo(workspaceId);
          // The sidebar follows even if the view closes before the list is read again.
          switched(data.workspace);
          await loadList();
        } catch (thrown) {
          toast(callFailure(WORKSPACE_FAILURES.switch, thrown), 'error');
        }
      },

      async updateSettings(changes) {
        const id = currentId();
        if (!id) return WORKSPACE_FAILURES.settings;
        try {
          const { data, message } = await api.update(id, changes);
          const { name, description, settings } = data.workspace;
          set((state) => ({
            workspaces: state.workspaces.map((one) => (one.id === id ? { ...one, name, description, settings } : one)),
          }));
          toast(message || 'Workspace updated', 'success');
          return null;
        } catch (thrown) {
          return callFailure(WORKSPACE_FAILURES.settings, thrown);
        }
      },

      async addMember(input) {
        const id = currentId();
        if (!id) return WORKSPACE_FAILURES.addMember;
        try {
          const { data, message } = await api.addMember(id, input);
          set((state) => ({ members: mergeById(state.members, [data.member]) }));
          toast(message || 'Member added successfully', 'success');
          return null;
        } catch (thrown) {
          return callFailure(WORKSPACE_FAILURES.addMember, thrown);
        }
      },

      async removeMember(memberId) {
        const id = currentId();
        if (!id) return;
        const failure = await run(() => api.removeMember(id, memberId), 'Member removed', 'Error removing member');
        if (failure) toast(failure, 'error');
        else set((state) => ({ members: state.members.filter((member) => member.id !== memberId) }));
      },

      async createTemplate(input) {
        const id = currentId();
        if (!id) return WORKSPACE_FAILURES.createTemplate;
        try {
          const { data, message } = await api.createTemplate(id, input);
          set((state) => ({ templates: mergeById(state.templates, [data.template]) }));
          toast(message || 'Template created successfully', 'success');
          return null;
        } catch (thrown) {
          return callFailure(WORKSPACE_FAILURES.createTemplate, thrown);
        }
      },

      async applyTemplate(templateId) {
        const id = currentId();
        if (!id) return;
        const failure = await run(
          () => api.useTemplate(id, templateId),
          'Template added',
          WORKSPACE_FAILURES.useTemplate,
        );
        if (failure) toast(failure, 'error');
      },

      async createBackup() {
        const id = currentId();
        if (!id) return;
        try {
          const { data, message } = await api.backup(id);
          // Its live events may have come first, the completion among them: they are newer than this reply.
          set((state) =>
            state.backups.some((one) => one.id === data.backup.id) ? {} : { backups: [data.backup, ...state.backups] },
          );
          toast(message || 'Backup started', 'success');
        } catch (thrown) {
          toast(callFailure(WORKSPACE_FAILURES.backup, thrown), 'error');
        }
      },

      async downloadBackup(backupId) {
        const id = currentId();
        if (!id) return;
        try {
          save(await api.downloadBackup(id, backupId));
        } catch (thrown) {
          toast(callFailure(WORKSPACE_FAILURES.download, thrown), 'error');
        }
      },

      async previewRestore(fileText) {
        try {
          return (await api.previewRestore(fileText)).preview;
        } catch (thrown) {
          return callFailure(WORKSPACE_FAILURES.restore, thrown);
        }
      },

      async restore(fileText) {
        try {
          const { data, message } = await api.restore(fileText);
          set((state) => ({ workspaces: mergeById(state.workspaces, [data.workspace]) }));
          toast(message || 'Workspace restored', 'success');
          return null;
        } catch (thrown) {
          return callFailure(WORKSPACE_FAILURES.restore, thrown);
        }
      },
    };
  });
}
