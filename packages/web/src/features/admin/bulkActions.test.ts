import { describe, expect, it } from 'vitest';
import { BULK_ACTIONS, bulkConfirmText, deleteConfirmText } from './bulkActions.js';

describe('bulk action texts', () => {
  it("asks 'Are you sure you want to {action} {n} selected users?' for each action", () => {
    expect(BULK_ACTIONS.map((action) => bulkConfirmText(action, 3))).toEqual([
      'Are you sure you want to activate 3 selected users?',
      'Are you sure you want to deactivate 3 selected users?',
      'Are you sure you want to unlock 3 selected users?',
      'Are you sure you want to delete 3 selected users?',
    ]);
  });

  it('names the user and warns that deletion is final', () => {
    expect(deleteConfirmText('alice')).toBe(
      'Are you sure you want to delete user "alice"? This action cannot be undone.',
    );
  });
});
