// The account replies the server sends and the web app reads: a user as the API shows it, the
// roles, an API key's listing and the admin statistics. Written once so both sides agree.
import * as z from 'zod';

export const USER_ROLES = ['admin', 'moderator', 'user'] as const;
const RoleSchema = z.enum(USER_ROLES);
export type Role = z.infer<typeof RoleSchema>;

/**
 * A user as the API shows it: never the password hash, failure count or token version.
 * `isLocked` is true while a lock from failed sign-ins lasts; it ends by itself.
 */
export const PublicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: RoleSchema,
  isActive: z.boolean(),
  isLocked: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  profile: z.object({ firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** An API key as listed: the key itself is shown once, when it is created, and never stored. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters, kept so a user can tell their keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

const count = z.number().int().nonnegative();

export const AdminStatsSchema = z.object({
  users: z.object({ total: count, active: count, inactive: count, locked: count }),
  roles: z.object({ admin: count, moderator: count, user: count }),
  activity: z.object({ recentRegistrations: count, recentLogins: count }),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
