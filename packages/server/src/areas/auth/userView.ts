// A user row as the API shows it (core's PublicUser): the secrets stay in the database.
import type { PublicUser } from '@courier/core';
import type { UserRow } from './repo.js';

export function publicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    avatar: row.avatar,
    role: row.role,
    isActive: Boolean(row.is_active),
    isLocked: row.locked_until !== null && row.locked_until > new Date().toISOString(),
    createdAt: row.created_at,
    lastLogin: row.last_login,
    profile: { firstName: row.first_name, lastName: row.last_name, avatar: row.avatar },
  };
}
