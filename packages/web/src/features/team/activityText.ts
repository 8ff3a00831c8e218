// What one line of a team's activity says beside its title-cased type, from the event's own data.
import type { TeamActivity } from '@courier/core';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const field = (value: unknown, key: string): string | undefined =>
  value && typeof value === 'object' ? text((value as Record<string, unknown>)[key]) : undefined;

/** `who` names the person who acted, when the view knows them. */
export function activityText(entry: TeamActivity, who: string | undefined): string {
  const actor = who ?? 'Someone';
  switch (entry.type) {
    case 'team_created':
      return `${actor} created the team ${text(entry.data.name) ?? ''}`.trim();
    case 'member_invited': {
      const invitation = entry.data.invitation;
      return `${actor} invited ${field(invitation, 'email') ?? 'someone'} as ${field(invitation, 'role') ?? 'member'}`;
    }
    case 'member_joined': {
      const member = entry.data.member;
      return `${field(member, 'name') ?? actor} joined as ${field(member, 'role') ?? 'member'}`;
    }
    case 'invitation_declined':
      return `${text(entry.data.email) ?? actor} declined the invitation`;
    case 'member_removed':
      return `${actor} removed a member`;
    default:
      return actor;
  }
}
