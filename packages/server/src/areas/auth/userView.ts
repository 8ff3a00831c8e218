// A user as the API shows it: never the password hash, failure count or token version.
// `isLocked` is true while a lock from failed sign-ins lasts; it ends by itself.
import type { Role } from '../../db/schema.js';
import type { UserRow } from './repo.js';

export interface PublicUser {
  id: string;
  username: string;
  email: string;
  name: string;
  avatar: string | null;
  role: Role;
  isActive: boolean;
  isLocked: boolean;
  createdAt: string;
  lastLogin: string | null;
  profile: { firstName: string; lastName: string; avatar: string | null };
}

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
