import type { PublicUser, Role } from '@courier/core';
import { InitialAvatar } from '../../ui/InitialAvatar.js';

/** The name a user goes by: their name, or their username when they have none. */
export function displayName(user: PublicUser): string {
  return user.name.trim() || user.username;
}

/** The avatar picture, or the first letter of the name when there is none or it fails to load. */
export function Avatar({ user, size }: { user: PublicUser; size: 'sm' | 'lg' }) {
  return <InitialAvatar name={displayName(user)} src={user.avatar} className={`avatar avatar-${size}`} />;
}

export function RoleBadge({ role }: { role: Role }) {
  return <span className={`role-badge role-${role}`}>{role}</span>;
}
