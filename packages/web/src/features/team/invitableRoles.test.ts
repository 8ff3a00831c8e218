import { describe, expect, it } from 'vitest';
import { invitableRoles } from './invitableRoles.js';

describe('invitableRoles', () => {
  it('offers admin to the owner alone, member to admins, and member to members only where they may invite', () => {
    expect(invitableRoles({ role: 'owner', allowInvites: true })).toEqual(['member', 'admin']);
    expect(invitableRoles({ role: 'owner', allowInvites: false })).toEqual(['member', 'admin']);
    expect(invitableRoles({ role: 'admin', allowInvites: true })).toEqual(['member']);
    expect(invitableRoles({ role: 'admin', allowInvites: false })).toEqual(['member']);
    expect(invitableRoles({ role: 'member', allowInvites: true })).toEqual(['member']);
    expect(invitableRoles({ role: 'member', allowInvites: false })).toEqual([]);
  });
});
