import { describe, expect, it } from 'vitest';
import { assignableRoles } from './assignableRoles.js';

describe('assignableRoles', () => {
  it('offers admin to the owner alone, member and viewer to admins, nothing to members and viewers', () => {
    expect(assignableRoles('owner')).toEqual(['member', 'admin', 'viewer']);
    expect(assignableRoles('admin')).toEqual(['member', 'viewer']);
    expect(assignableRoles('member')).toEqual([]);
    expect(assignableRoles('viewer')).toEqual([]);
  });
});
