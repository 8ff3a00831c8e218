// Bulk actions of the user table: what each is called and the confirmation it asks.
export const BULK_ACTIONS = ['activate', 'deactivate', 'unlock', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_LABELS: Readonly<Record<BulkAction, string>> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  unlock: 'Unlock',
  delete: 'Delete',
};

/** Shown when a bulk action is asked for with nothing selected. */
export const NOTHING_SELECTED = 'Please select users to perform bulk action';

/** 'Are you sure you want to {action} {n} selected users?'. */
export function bulkConfirmText(action: BulkAction, count: number): string {
  return `Are you sure you want to ${action} ${count} selected users?`;
}

/** The delete confirmation names the user and warns it is final. */
export function deleteConfirmText(username: string): string {
  return `Are you sure you want to delete user "${username}"? This action cannot be undone.`;
}
