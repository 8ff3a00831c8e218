// The Team Collaboration view's state: the user's teams, the chosen team's members, the activity of
// every team and the invitations addressed to the user. Lists load once from the server, then the
// live channel keeps them current: each team's scope and the user's own carry every change, so a
// teammate's invitation, join or removal shows without a reload.
import {
  type CreateTeamInput,
  type Invitation,
  type InviteMemberInput,
  type Team,
  type TeamActivity,
  type TeamMember,
  type TeamRole,
} from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LiveClient } from '../../lib/live/liveClient.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import type { ToastKind } from '../../ui/toasts.js';
import { callFailure } from '../shared/callFailure.js';
import { mergeById } from '../shared/mergeById.js';
import { applyTeamEvent, mergeActivity, positionsOf } from './teamEvents.js';
import { INVITATION_SENT, TEAM_FAILURES } from './teamMessages.js';
import type { teamsApi } from './teamsApi.js';

export type TeamTab = 'teams' | 'members' | 'activity' | 'invitations';
export type MemberRoleFilter = 'all' | TeamRole;

interface TeamUser {
  id: string;
  email: string;
}

export interface TeamPorts {
  api: typeof teamsApi;
  live: Pick<LiveClient, 'follow'>;
  toast(message: string, kind: ToastKind): void;
}

export interface TeamState {
  user: TeamUser | null;
  tab: TeamTab;
  teams: Team[];
  loading: boolean;
  selectedTeamId: string | null;
  members: TeamMember[];
  membersLoading: boolean;
  roleFilter: MemberRoleFilter;
  /** Every team's events, newest first. */
  activity: TeamActivity[];
  /** Pending invitations addressed to the user. */
  received: Invitation[];
  /** Pending invitations the user's teams sent. */
  sent: Invitation[];
  /** Loads everything for `user` and follows the live scopes until the returned function is called. */
  start(user: TeamUser): () => void;
  setTab(tab: TeamTab): void;
  setRoleFilter(filter: MemberRoleFilter): void;
  selectTeam(teamId: string): void;
  /** Resolves to an error text for the dialog, or null once created. */
  createTeam(input: CreateTeamInput): Promise<string | null>;
  invite(teamId: string, input: InviteMemberInput): Promise<string | null>;
  respond(invitationId: string, response: 'accepted' | 'declined'): Promise<void>;
  removeMember(memberId: string): Promise<void>;
  revokeInvitation(invitation: Invitation): Promise<void>;
}

export function createTeamStore({ api, live, toast }: TeamPorts): StoreApi<TeamState> {
  // Follows of each team's scope, by team id, and of the user's own.
  const follows = new Map<string, () => void>();
  let stopUser: (() => void) | undefined;
  let generation = 0;

  const store = createStore<TeamState>()((set, get) => {
    const current = (started: number) => started === generation;

    async function loadMembers(teamId: string): Promise<void> {
      const started = generation;
      set({ membersLoading: true });
      try {
        const { members } = await api.members(teamId);
        if (current(started) && get().selectedTeamId === teamId) set({ members });
      } catch (thrown) {
        if (current(started)) toast(callFailure('Error loading members', thrown), 'error');
      } finally {
        if (current(started)) set({ membersLoading: false });
      }
    }

    async function loadTeams(): Promise<void> {
      const { user } = get();
      if (!user) return;
      const started = generation;
      const { teams } = await api.teamsOf(user.id);
      if (!current(started)) return;
      const selected = get().selectedTeamId;
      const stillThere = teams.some((team) => team.id === selected);
      set({ teams, selectedTeamId: stillThere ? selected : (teams[0]?.id ?? null) });
      if (!stillThere) set({ members: [] });
      followTeams();
      const next = get().selectedTeamId;
      if (next && (!stillThere || get().members.length === 0)) void loadMembers(next);
    }

    /** Reads every list; what the live channel delivered meanwhile is merged, not lost. */
    async function loadLists(user: TeamUser): Promise<void> {
      const started = generation;
      const [{ activities }, { invitations }, sent] = await Promise.all([
        api.activity(),
        api.invitationsTo(user.email),
        api.sentInvitations(),
      ]);
      if (!current(started)) return;
      set((state) => ({
        activity: mergeActivity(state.activity, activities),
        received: mergeById(state.received, invitations),
        sent: mergeById(state.sent, sent.invitations),
      }));
      await loadTeams();
    }

    /** The server no longer has the events this client missed: the lists are read afresh. */
    function readAgain(): void {
      const { user } = get();
      if (!user) return;
      set({ activity: [], received: [], sent: [] });
      void loadLists(user).catch((thrown: unknown) => toast(callFailure('Error loading teams', thrown), 'error'));
    }

    // Several events in a row (a replay after a reconnect) become one reload.
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    const reloadTeamsSoon = () => {
      clearTimeout(reloadTimer);
      reloadTimer = setTimeout(() => void loadTeams().catch(() => undefined), 50);
    };

    // The team's events carry no invitee's address: the pending list comes from the server, which
    // gives each address only to whom it is for. Several invitations in a row become one read.
    let sentTimer: ReturnType<typeof setTimeout> | undefined;
    const reloadSentSoon = () => {
      clearTimeout(sentTimer);
      const started = generation;
      sentTimer = setTimeout(
        () =>
          void api
            .sentInvitations()
            .then(({ invitations }) => {
              if (current(started)) set({ sent: invitations });
            })
            .catch(() => undefined),
        50,
      );
    };

    function onEvent(event: LiveEvent): void {
      const state = get();
      if (!state.user) return;
      const change = applyTeamEvent(state, event);
      set(change.state);
      if (change.reloadTeams) reloadTeamsSoon();
      if (change.reloadSent) reloadSentSoon();
    }

    function followTeams(): void {
      const wanted = new Set(get().teams.map((team) => team.id));
      for (const [teamId, stop] of follows) {
        if (wanted.has(teamId)) continue;
        stop();
        follows.delete(teamId);
      }
      const positions = positionsOf(get().activity);
      for (const teamId of wanted) {
        if (follows.has(teamId)) continue;
        follows.set(
          teamId,
          live.follow(`team:${teamId}`, onEvent, {
            after: positions.get(teamId) ?? 0,
            // Removed from the team: it leaves the list.
            revoked: () => reloadTeamsSoon(),
            reset: readAgain,
          }),
        );
      }
    }

    function stopFollowing(): void {
      for (const stop of follows.values()) stop();
      follows.clear();
      stopUser?.();
      stopUser = undefined;
      clearTimeout(reloadTimer);
      clearTimeout(sentTimer);
    }

    return {
      user: null,
      tab: 'teams',
      teams: [],
      loading: false,
      selectedTeamId: null,
      members: [],
      membersLoading: false,
      roleFilter: 'all',
      activity: [],
      received: [],
      sent: [],

      start(user) {
        stopFollowing();
        const started = ++generation;
        set({
          user,
          teams: [],
          members: [],
          activity: [],
          received: [],
          sent: [],
          selectedTeamId: null,
          loading: true,
        });
        stopUser = live.follow(`user:${user.id}`, onEvent, { reset: readAgain });
        void loadLists(user)
          .catch((thrown: unknown) => {
            if (current(started)) toast(callFailure('Error loading teams', thrown), 'error');
          })
          .finally(() => current(started) && set({ loading: false }));
        return () => {
          if (!current(started)) return;
          generation++;
          stopFollowing();
        };
      },

      setTab: (tab) => set({ tab }),
      setRoleFilter: (roleFilter) => set({ roleFilter }),
      selectTeam(teamId) {
        if (teamId === get().selectedTeamId) return;
        set({ selectedTeamId: teamId, members: [] });
        void loadMembers(teamId);
      },

      async createTeam(input) {
        const { user } = get();
        if (!user) return TEAM_FAILURES.create;
        try {
          const { data, message } = await api.create({ ...input, ownerId: user.id });
          set((state) => ({
            teams: mergeById(state.teams, [data.team]),
            selectedTeamId: data.team.id,
            members: [],
          }));
          followTeams();
          void loadMembers(data.team.id);
          toast(message || 'Team created successfully', 'success');
          return null;
        } catch (thrown) {
          return callFailure(TEAM_FAILURES.create, thrown, { bare: true });
        }
      },

      async invite(teamId, input) {
        const { user } = get();
        if (!user) return TEAM_FAILURES.invite;
        try {
          // The Sent list is read again on the team's live event, which arrives within a moment.
          await api.invite(teamId, { ...input, invitedBy: user.id });
          toast(INVITATION_SENT, 'success');
          return null;
        } catch (thrown) {
          return callFailure(TEAM_FAILURES.invite, thrown, { bare: true });
        }
      },

      async respond(invitationId, response) {
        const { user } = get();
        if (!user) return;
        try {
          const { data, message } = await api.respond(invitationId, response, user.id);
          set((state) => ({ received: state.received.filter((invitation) => invitation.id !== invitationId) }));
          toast(message || (response === 'accepted' ? 'Invitation accepted' : 'Invitation declined'), 'success');
          // Accepting reloads the user's teams.
          if (response === 'accepted') {
            if (data.team) set({ selectedTeamId: data.team.id, members: [] });
            await loadTeams();
          }
        } catch (thrown) {
          toast(callFailure(TEAM_FAILURES.respond, thrown), 'error');
        }
      },

      async revokeInvitation(invitation) {
        try {
          const { message } = await api.revokeInvitation(invitation.teamId, invitation.id);
          set((state) => ({ sent: state.sent.filter((candidate) => candidate.id !== invitation.id) }));
          toast(message || 'Invitation revoked', 'success');
        } catch (thrown) {
          toast(callFailure(TEAM_FAILURES.revoke, thrown), 'error');
        }
      },

      async removeMember(memberId) {
        const { user, selectedTeamId } = get();
        if (!user || !selectedTeamId) return;
        try {
          const { message } = await api.removeMember(selectedTeamId, memberId, user.id);
          set((state) => ({ members: state.members.filter((member) => member.id !== memberId) }));
          toast(message || 'Member removed', 'success');
          reloadTeamsSoon();
        } catch (thrown) {
          toast(callFailure(TEAM_FAILURES.remove, thrown), 'error');
        }
      },
    };
  });
  return store;
}
