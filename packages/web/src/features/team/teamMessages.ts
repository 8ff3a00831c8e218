// What the Team Collaboration view says after a call: the failure prefixes and the one success text
// whose wording is fixed.
export const TEAM_FAILURES = {
  create: 'Error creating team',
  invite: 'Error sending invitation',
  respond: 'Error responding to invitation',
  remove: 'Error removing member',
  revoke: 'Error revoking invitation',
} as const;

export const INVITATION_SENT = 'Invitation sent successfully!';
