// The User Management tab: filters, bulk actions, the user table, pagination and the
// Create Admin User modal. Destructive steps ask for confirmation first.
import type { PublicUser, Role } from '@courier/core';
import { ChevronLeft, ChevronRight, Search, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { toast } from '../../ui/toasts.js';
import { adminApi } from './adminApi.js';
import { bulkFailures, FAILURES, SUCCESS } from './adminMessages.js';
import { useAdmin } from './adminStore.js';
import { BULK_ACTIONS, BULK_LABELS, bulkConfirmText, deleteConfirmText, NOTHING_SELECTED } from './bulkActions.js';
import { CreateAdminDialog } from './CreateAdminDialog.js';
import { pageText, rangeText } from './pagination.js';
import { ROLE_FILTERS, STATUS_FILTERS, type RoleFilter, type StatusFilter } from './userQuery.js';
import { UserRow } from './UserRow.js';

/** Typing pauses this long before the list is searched, so each keystroke is not a call. */
const SEARCH_DELAY_MS = 300;

interface Confirmation {
  message: string;
  confirmLabel: string;
  destructive: boolean;
  perform: () => void;
}

export function UserManagement({ actingUserId }: { actingUserId: string }) {
  const filters = useAdmin((state) => state.filters);
  const page = useAdmin((state) => state.page);
  const loading = useAdmin((state) => state.usersLoading);
  const selected = useAdmin((state) => state.selected);
  const { filter, goToPage, toggle, selectAll, run } = useAdmin.getState();
  const [search, setSearch] = useState(filters.search);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => filter({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, filter]);

  const users = page?.users ?? [];
  const allSelected = users.length > 0 && users.every((user) => selected.has(user.id));

  const askBulk = (action: (typeof BULK_ACTIONS)[number]) => {
    if (selected.size === 0) {
      toast(NOTHING_SELECTED, 'error');
      return;
    }
    const ids = [...selected];
    setConfirmation({
      message: bulkConfirmText(action, ids.length),
      confirmLabel: BULK_LABELS[action],
      destructive: action === 'delete' || action === 'deactivate',
      perform: () =>
        void run(() => adminApi.bulk(action, ids), SUCCESS.bulk(action), bulkFailures(action)).then(
          (done) => done && selectAll(false),
        ),
    });
  };

  const rowActions = (user: PublicUser) => ({
    onSelect: (on: boolean) => toggle(user.id, on),
    onRole: (role: Role) => void run(() => adminApi.changeRole(user.id, role), SUCCESS.role(role), FAILURES.role),
    onStatus: (isActive: boolean) =>
      void run(() => adminApi.changeStatus(user.id, isActive), SUCCESS.status(isActive), FAILURES.status),
    onUnlock: () => void run(() => adminApi.unlock(user.id), SUCCESS.unlock, FAILURES.unlock),
    onDelete: () =>
      setConfirmation({
        message: deleteConfirmText(user.username),
        confirmLabel: 'Delete',
        destructive: true,
        perform: () => void run(() => adminApi.remove(user.id), SUCCESS.remove(user.username), FAILURES.remove),
      }),
  });

  return (
    <div className="admin-section">
      <div className="admin-toolbar">
        <label className="admin-search">
          <Search size={14} aria-hidden="true" />
          <input
            className="input"
            type="search"
            aria-label="Search users"
            placeholder="Search users…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <select
          className="select admin-filter"
          aria-label="Role filter"
          value={filters.role}
          onChange={(event) => filter({ role: event.target.value as RoleFilter })}
        >
          {ROLE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <select
          className="select admin-filter"
          aria-label="Status filter"
          value={filters.isActive}
          onChange={(event) => filter({ isActive: event.target.value as StatusFilter })}
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className="admin-spacer" />
        <Button variant="primary" size="sm" onPress={() => setCreating(true)} icon={<UserPlus size={14} />}>
          Create Admin User
        </Button>
      </div>

      <div className="admin-toolbar" role="group" aria-label="Bulk actions">
        <span className="muted admin-selected">{selected.size} selected</span>
        {BULK_ACTIONS.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'delete' ? 'danger' : 'secondary'}
            onPress={() => askBulk(action)}
          >
            {BULK_LABELS[action]}
          </Button>
        ))}
      </div>

      <div className="admin-table-wrap" aria-busy={loading}>
        <table className="admin-table" aria-label="Users">
          <thead>
            <tr>
              <th className="admin-check">
                <input
                  type="checkbox"
                  aria-label="Select all users on this page"
                  checked={allSelected}
                  disabled={users.length === 0}
                  onChange={(event) => selectAll(event.target.checked)}
                />
              </th>
              <th>User</th>
              <th>Role</th>
              <th>Status</th>
              <th>Created</th>
              <th>Last login</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === actingUserId}
                isSelected={selected.has(user.id)}
                {...rowActions(user)}
              />
            ))}
          </tbody>
        </table>
        {page && users.length === 0 ? <p className="admin-empty muted">No users match these filters.</p> : null}
        {!page && loading ? <p className="admin-empty muted">Loading users…</p> : null}
      </div>

      {page ? (
        <nav className="admin-pagination" aria-label="Pagination">
          <span className="muted admin-range">{rangeText(page.pagination)}</span>
          <span className="admin-spacer" />
          <Button
            size="sm"
            isDisabled={!page.pagination.hasPrev}
            onPress={() => goToPage(filters.page - 1)}
            icon={<ChevronLeft size={14} />}
          >
            Previous
          </Button>
          <span>{pageText(page.pagination)}</span>
          <Button size="sm" isDisabled={!page.pagination.hasNext} onPress={() => goToPage(filters.page + 1)}>
            Next
            <ChevronRight size={14} />
          </Button>
        </nav>
      ) : null}

      <ConfirmDialog
        isOpen={confirmation !== null}
        title="Please confirm"
        message={confirmation?.message ?? ''}
        confirmLabel={confirmation?.confirmLabel}
        destructive={confirmation?.destructive}
        onCancel={() => setConfirmation(null)}
        onConfirm={() => {
          confirmation?.perform();
          setConfirmation(null);
        }}
      />
      <CreateAdminDialog isOpen={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
