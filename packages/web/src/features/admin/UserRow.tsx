// One row of the user table. The role select and Delete are disabled on
// the acting admin's own row only (disabling them on every row would lock admins out of managing
// anyone). The server refuses self-demotion and self-deletion as well.
import { USER_ROLES, type PublicUser, type Role } from '@courier/core';
import { Lock, Trash2, Unlock, UserCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.js';
import { InitialAvatar } from '../../ui/InitialAvatar.js';

interface UserRowActions {
  onSelect: (selected: boolean) => void;
  onRole: (role: Role) => void;
  onStatus: (isActive: boolean) => void;
  onUnlock: () => void;
  onDelete: () => void;
}

export interface UserRowProps extends UserRowActions {
  user: PublicUser;
  isSelf: boolean;
  isSelected: boolean;
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

interface RowActionProps {
  label: string;
  username: string;
  onPress: () => void;
  icon: ReactNode;
  /** Set when the action cannot be used on this row; shown on hover instead of the label. */
  disabledWhy?: string;
  className?: string;
}

/** An icon button named after its action and user; the hover text says what it does or why it cannot. */
function RowAction({ label, username, onPress, icon, disabledWhy, className }: RowActionProps) {
  return (
    <span title={disabledWhy ?? label}>
      <Button
        size="sm"
        variant="ghost"
        className={className}
        aria-label={`${label} ${username}`}
        onPress={onPress}
        isDisabled={disabledWhy !== undefined}
        icon={icon}
      />
    </span>
  );
}

export function UserRow({ user, isSelf, isSelected, onSelect, onRole, onStatus, onUnlock, onDelete }: UserRowProps) {
  const name = user.name || user.username;
  return (
    <tr className={isSelected ? 'is-selected' : undefined}>
      <td className="admin-check">
        <input
          type="checkbox"
          aria-label={`Select ${user.username}`}
          checked={isSelected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td>
        <div className="admin-user">
          <InitialAvatar name={name} src={user.avatar} className="admin-avatar" />
          <div className="admin-user-text">
            <span className="admin-user-name">
              {name}
              {isSelf ? <span className="muted"> (you)</span> : null}
            </span>
            <span className="muted">
              @{user.username} · {user.email}
            </span>
          </div>
        </div>
      </td>
      <td>
        <select
          className="select admin-role"
          aria-label={`Role of ${user.username}`}
          value={user.role}
          disabled={isSelf}
          title={isSelf ? 'You cannot change your own role' : undefined}
          onChange={(event) => onRole(event.target.value as Role)}
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </td>
      <td>
        <span className="admin-badges">
          <span className={`admin-badge ${user.isActive ? 'is-active' : 'is-inactive'}`}>
            {user.isActive ? 'Active' : 'Inactive'}
          </span>
          {user.isLocked ? (
            <span className="admin-badge is-locked">
              <Lock size={12} aria-hidden="true" /> Locked
            </span>
          ) : null}
        </span>
      </td>
      <td className="admin-date">{when(user.createdAt)}</td>
      <td className="admin-date">{user.lastLogin ? when(user.lastLogin) : 'Never'}</td>
      <td>
        <span className="admin-actions">
          {user.isActive ? (
            <RowAction
              label="Deactivate"
              username={user.username}
              onPress={() => onStatus(false)}
              disabledWhy={isSelf ? 'You cannot deactivate your own account' : undefined}
              icon={<UserX size={16} />}
            />
          ) : (
            <RowAction
              label="Activate"
              username={user.username}
              onPress={() => onStatus(true)}
              icon={<UserCheck size={16} />}
            />
          )}
          <RowAction
            label="Unlock"
            username={user.username}
            onPress={onUnlock}
            disabledWhy={user.isLocked ? undefined : 'The account is not locked'}
            icon={<Unlock size={16} />}
          />
          <RowAction
            label="Delete"
            username={user.username}
            className="admin-delete"
            onPress={onDelete}
            disabledWhy={isSelf ? 'You cannot delete your own account' : undefined}
            icon={<Trash2 size={16} />}
          />
        </span>
      </td>
    </tr>
  );
}
