// Teams: the request bodies the server checks and the shapes it replies with, shared by the server
// and the web app. The acting user's ids the web app may send (ownerId, invitedBy, userId, removedBy)
// are optional; when present the server refuses any that is not the signed-in user.
import * as z from 'zod';
import { emailSchema, NOT_A_FORM_MESSAGE, requiredText } from '../accounts/accountFields.js';

const actingUserId = z.string().max(64).optional();

export const TEAM_TYPES = ['team', 'organization', 'personal'] as const;
export const TEAM_VISIBILITIES = ['private', 'internal', 'public'] as const;
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
/** An invitation never makes an owner: a team has the one who created it. */
export const INVITABLE_TEAM_ROLES = ['member', 'admin'] as const;
/**
 * 'expired': past `expiresAt` unanswered, marked so by the server's expiry job. 'revoked': taken back
 * by the team before anyone answered.
 */
const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
/** How long an invitation can be answered. */
export const INVITATION_LIFETIME_DAYS = 7;

export type TeamType = (typeof TEAM_TYPES)[number];
export type TeamVisibility = (typeof TEAM_VISIBILITIES)[number];
export type TeamRole = (typeof TEAM_ROLES)[number];
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const createTeamSchema = z.object(
  {
    name: requiredText('Team name is required').pipe(z.string().max(100, 'Team name must be at most 100 characters')),
    description: z.string().max(1000, 'Description must be at most 1000 characters').default(''),
    type: z.enum(TEAM_TYPES, { error: 'Type must be team, organization or personal' }).default('team'),
    visibility: z
      .enum(TEAM_VISIBILITIES, { error: 'Visibility must be private, internal or public' })
      .default('private'),
    allowInvites: z.boolean({ error: 'allowInvites must be true or false' }).default(true),
    ownerId: actingUserId,
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type CreateTeamInput = z.infer<typeof createTeamSchema>;

export const inviteMemberSchema = z.object(
  {
    email: emailSchema,
    role: z.enum(INVITABLE_TEAM_ROLES, { error: 'Role must be member or admin' }).default('member'),
    invitedBy: actingUserId,
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const respondToInvitationSchema = z.object(
  {
    response: z.enum(['accepted', 'declined'], { error: 'Response must be accepted or declined' }),
    userId: actingUserId,
  },
  { error: NOT_A_FORM_MESSAGE },
);

export const removeMemberSchema = z.object({ removedBy: actingUserId }, { error: NOT_A_FORM_MESSAGE }).default({});

/** A team as one of its members sees it. */
const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(TEAM_TYPES),
  visibility: z.enum(TEAM_VISIBILITIES),
  allowInvites: z.boolean(),
  ownerId: z.string(),
  createdAt: z.string(),
  /** The signed-in user's role in the team. */
  role: z.enum(TEAM_ROLES),
  memberCount: z.number(),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamMemberSchema = z.object({
  /** The membership's id: what DELETE /api/teams/{id}/members/{memberId} takes. */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  team: z.object({ name: z.string(), description: z.string() }),
  email: z.string(),
  role: z.enum(INVITABLE_TEAM_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** One entry of a team's activity list: an event of its live log. */
const TeamActivitySchema = z.object({
  /** '<teamId>:<seq>'. */
  id: z.string(),
  teamId: z.string(),
  userId: z.string().nullable(),
  /** snake_case, shown title-cased: 'member_joined' → 'Member Joined'. */
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TeamActivity = z.infer<typeof TeamActivitySchema>;

/** Someone looking at a collection right now. */
const CollaboratorSchema = z.object({ userId: z.string(), name: z.string(), lastSeenAt: z.string() });
export type Collaborator = z.infer<typeof CollaboratorSchema>;

/** Every reply of the teams and workspace APIs: success, message, data. */
export const apiReplySchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const TeamListReplySchema = apiReplySchema(z.object({ teams: z.array(TeamSchema) }));
export const TeamReplySchema = apiReplySchema(z.object({ team: TeamSchema }));
export const TeamMembersReplySchema = apiReplySchema(z.object({ members: z.array(TeamMemberSchema) }));
export const InvitationReplySchema = apiReplySchema(z.object({ invitation: InvitationSchema }));
export const InvitationListReplySchema = apiReplySchema(z.object({ invitations: z.array(InvitationSchema) }));
export const RespondReplySchema = apiReplySchema(
  z.object({ invitation: InvitationSchema, team: TeamSchema.nullable() }),
);
export const RemoveMemberReplySchema = apiReplySchema(z.object({ member: TeamMemberSchema }));
export const TeamActivityReplySchema = apiReplySchema(z.object({ activities: z.array(TeamActivitySchema) }));
export const CollaboratorsReplySchema = apiReplySchema(z.object({ collaborators: z.array(CollaboratorSchema) }));

/** 'member_joined' → 'Member Joined', as the activity list shows a type. */
export const activityTitle = (type: string): string =>
  type
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
