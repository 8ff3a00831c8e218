// What each event of a team's live scope ('team:<id>') and of a person's ('user:<id>') carries: one
// schema per type, so the server that writes an event and the web that applies it hold the same
// shape, and renaming a type or a field fails the type check on both sides.
import * as z from 'zod';
import { InvitationSchema, TeamMemberSchema } from './teams.js';

/**
 * A team's events carry an invitation without the invitee's address: anyone following the team's
 * scope can replay it, and the address is for the owner, the admins and the sender only
 * (docs/decisions/0031-who-sees-team-history.md).
 */
const InvitationNoticeSchema = InvitationSchema.omit({ email: true });
export type InvitationNotice = z.infer<typeof InvitationNoticeSchema>;

const Notice = z.object({ invitation: InvitationNoticeSchema });
/** The invitee's own events carry the whole invitation: the address is theirs. */
const Addressed = z.object({ invitation: InvitationSchema });

const TEAM_EVENT_DATA = {
  team_created: z.object({ name: z.string() }),
  member_invited: Notice,
  member_joined: z.object({ member: TeamMemberSchema }),
  invitation_declined: z.object({ invitationId: z.string() }),
  invitation_revoked: Notice,
  invitation_expired: Notice,
  member_removed: z.object({ memberId: z.string(), userId: z.string() }),
} as const;

const USER_EVENT_DATA = {
  invitation_received: Addressed,
  invitation_revoked: Addressed,
  invitation_expired: Addressed,
  invitation_answered: Addressed,
  /** Someone added the person to a workspace: their list of workspaces is read again. */
  workspace_added: z.object({ workspaceId: z.string() }),
} as const;

type TeamData = typeof TEAM_EVENT_DATA;
type UserData = typeof USER_EVENT_DATA;
export type TeamEventType = keyof TeamData;
export type UserEventType = keyof UserData;
export const TEAM_EVENT_TYPES = Object.keys(TEAM_EVENT_DATA) as TeamEventType[];
export const USER_EVENT_TYPES = Object.keys(USER_EVENT_DATA) as UserEventType[];

/** An event of a team's scope, its data held to its type's shape when it is written. */
export function teamEvent<T extends TeamEventType>(type: T, data: z.input<TeamData[T]>) {
  return { type, data };
}

/** An event of a person's own scope, its data held to its type's shape when it is written. */
export function userEvent<T extends UserEventType>(type: T, data: z.input<UserData[T]>) {
  return { type, data };
}

/** A team event's data read as its type says; undefined when it is not that (an older or newer server). */
export function teamEventData<T extends TeamEventType>(type: T, data: unknown): z.output<TeamData[T]> | undefined {
  const parsed = TEAM_EVENT_DATA[type].safeParse(data);
  return parsed.success ? (parsed.data as z.output<TeamData[T]>) : undefined;
}

/** A person's event data read as its type says; undefined when it is not that. */
export function userEventData<T extends UserEventType>(type: T, data: unknown): z.output<UserData[T]> | undefined {
  const parsed = USER_EVENT_DATA[type].safeParse(data);
  return parsed.success ? (parsed.data as z.output<UserData[T]>) : undefined;
}
