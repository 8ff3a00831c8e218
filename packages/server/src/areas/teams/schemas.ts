// The teams area's request bodies, with the texts users see. The acting user's ids the web app sends
// (ownerId, invitedBy, userId, removedBy) are optional and, when present, must be the signed-in user.
import * as z from 'zod';
import { emailSchema, NOT_A_FORM_MESSAGE, requiredText } from '@courier/core';

const optionalId = z.string().max(64).optional();

export const TEAM_TYPES = ['team', 'organization', 'personal'] as const;
export const TEAM_VISIBILITIES = ['private', 'internal', 'public'] as const;
/** An invitation never makes an owner: a team has the one who created it. */
export const INVITABLE_ROLES = ['member', 'admin'] as const;

export const createTeamSchema = z.object(
  {
    name: requiredText('Team name is required').pipe(z.string().max(100, 'Team name must be at most 100 characters')),
    description: z.string().max(1000, 'Description must be at most 1000 characters').default(''),
    type: z.enum(TEAM_TYPES, { error: 'Type must be team, organization or personal' }).default('team'),
    visibility: z
      .enum(TEAM_VISIBILITIES, { error: 'Visibility must be private, internal or public' })
      .default('private'),
    allowInvites: z.boolean({ error: 'allowInvites must be true or false' }).default(true),
    ownerId: optionalId,
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type CreateTeamInput = z.infer<typeof createTeamSchema>;

export const invitationSchema = z.object(
  {
    email: emailSchema,
    role: z.enum(INVITABLE_ROLES, { error: 'Role must be member or admin' }).default('member'),
    invitedBy: optionalId,
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type InvitationInput = z.infer<typeof invitationSchema>;

export const responseSchema = z.object(
  {
    response: z.enum(['accepted', 'declined'], { error: 'Response must be accepted or declined' }),
    userId: optionalId,
  },
  { error: NOT_A_FORM_MESSAGE },
);

export const removalSchema = z.object({ removedBy: optionalId }).default({});
