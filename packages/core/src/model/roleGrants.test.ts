import { describe, expect, it } from 'vitest';
import { grantableRoles, mayGrantRole, roleGrantRefusal, type GrantingRole } from './roleGrants.js';

const ROLES: GrantingRole[] = ['owner', 'admin', 'member', 'viewer'];

describe('mayGrantRole', () => {
  // Every granter against every role: the whole matrix, written out so a change to it is a visible diff.
  const MATRIX: Record<GrantingRole, Record<GrantingRole, boolean>> = {
    owner: { owner: false, admin: true, member: true, viewer: true },
    admin: { owner: false, admin: false, member: true, viewer: true },
    member: { owner: false, admin: false, member: false, viewer: false },
    viewer: { owner: false, admin: false, member: false, viewer: false },
  };

  for (const granter of ROLES) {
    for (const granted of ROLES) {
      it(`${granter} ${MATRIX[granter][granted] ? 'may' : 'may not'} grant ${granted}`, () => {
        expect(mayGrantRole(granter, granted)).toBe(MATRIX[granter][granted]);
      });
    }
  }

  it('lets a member invite members, and nothing more, only where the team lets members invite', () => {
    const byMember = ROLES.filter((granted) => mayGrantRole('member', granted, { membersInvite: true }));
    expect(byMember).toEqual(['member']);
    expect(ROLES.filter((granted) => mayGrantRole('viewer', granted, { membersInvite: true }))).toEqual([]);
    // The setting widens nothing for the owner and admins.
    expect(ROLES.filter((granted) => mayGrantRole('admin', granted, { membersInvite: true }))).toEqual([
      'member',
      'viewer',
    ]);
  });
});

describe('grantableRoles', () => {
  it("keeps the offered roles the granter may give, in the picker's order", () => {
    expect(grantableRoles('owner', ['member', 'admin'] as const)).toEqual(['member', 'admin']);
    expect(grantableRoles('admin', ['member', 'admin', 'viewer'] as const)).toEqual(['member', 'viewer']);
    expect(grantableRoles('member', ['member', 'admin'] as const, { membersInvite: true })).toEqual(['member']);
    expect(grantableRoles('member', ['member', 'admin'] as const)).toEqual([]);
  });
});

describe('roleGrantRefusal', () => {
  it('names the role refused and who may grant it', () => {
    expect(roleGrantRefusal('admin')).toBe('Only the owner can grant the admin role');
    expect(roleGrantRefusal('viewer')).toBe('Only the owner and admins can grant the viewer role');
    expect(roleGrantRefusal('owner')).toBe('Nobody can be given the owner role');
  });
});
