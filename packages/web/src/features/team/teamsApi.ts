// The teams calls (/api/teams/*), each reply's data parsed with core's schema so the view only
// sees checked shapes. The server acts as the signed-in user: the ids sent here are the same user's,
// and it refuses any other.
import {
  CollaboratorsReplySchema,
  InvitationListReplySchema,
  InvitationReplySchema,
  RemoveMemberReplySchema,
  RespondReplySchema,
  TeamActivityReplySchema,
  TeamListReplySchema,
  TeamMembersReplySchema,
  TeamReplySchema,
  type CreateTeamInput,
  type InviteMemberInput,
} from '@courier/core';
import { apiCall as call, jsonBody as json } from '../../lib/api.js';

const id = encodeURIComponent;

export const teamsApi = {
  teamsOf: async (userId: string) => (await call(`/teams/users/${id(userId)}`, TeamListReplySchema.shape.data)).data,
  create: (team: CreateTeamInput) => call('/teams', TeamReplySchema.shape.data, json('POST', team)),
  members: async (teamId: string) =>
    (await call(`/teams/${id(teamId)}/members`, TeamMembersReplySchema.shape.data)).data,
  invite: (teamId: string, invitation: InviteMemberInput) =>
    call(`/teams/${id(teamId)}/invitations`, InvitationReplySchema.shape.data, json('POST', invitation)),
  invitationsTo: async (email: string) =>
    (await call(`/teams/invitations/user/${id(email)}`, InvitationListReplySchema.shape.data)).data,
  /** Pending invitations of every team the user belongs to. */
  sentInvitations: async () => (await call('/teams/invitations/sent', InvitationListReplySchema.shape.data)).data,
  revokeInvitation: (teamId: string, invitationId: string) =>
    call(`/teams/${id(teamId)}/invitations/${id(invitationId)}`, InvitationReplySchema.shape.data, json('DELETE', {})),
  respond: (invitationId: string, response: 'accepted' | 'declined', userId: string) =>
    call(
      `/teams/invitations/${id(invitationId)}/respond`,
      RespondReplySchema.shape.data,
      json('POST', { response, userId }),
    ),
  removeMember: (teamId: string, memberId: string, removedBy: string) =>
    call(
      `/teams/${id(teamId)}/members/${id(memberId)}`,
      RemoveMemberReplySchema.shape.data,
      json('DELETE', { removedBy }),
    ),
  /** Every team of the user's, newest first ('default'), or one team's. */
  activity: async (teamId = 'default') =>
    (await call(`/teams/activity/${id(teamId)}`, TeamActivityReplySchema.shape.data)).data,
  collaborators: async (collectionId: string) =>
    (await call(`/teams/collaboration/${id(collectionId)}/collaborators`, CollaboratorsReplySchema.shape.data)).data,
};
