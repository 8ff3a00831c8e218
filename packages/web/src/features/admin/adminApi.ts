// The admin calls (/api/admin/*). Replies are `{ success, message, data }`; their data
// is parsed here so the screens only ever see the shapes below.
import { AdminStatsSchema, PaginationSchema, PublicUserSchema, type Role } from '@courier/core';
import * as z from 'zod';
import { apiCall as call, jsonBody as json } from '../../lib/api.js';
import type { BulkAction } from './bulkActions.js';
import { usersQuery, type UserFilters } from './userQuery.js';

const UserPageSchema = z.object({ users: z.array(PublicUserSchema), pagination: PaginationSchema });
export type UserPage = z.infer<typeof UserPageSchema>;

const UserReplySchema = z.object({ user: PublicUserSchema });

export interface NewAdmin {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export const adminApi = {
  stats: async () => (await call('/admin/stats', AdminStatsSchema)).data,
  users: async (filters: UserFilters) => (await call(`/admin/users${usersQuery(filters)}`, UserPageSchema)).data,
  changeRole: (id: string, role: Role) => call(`${userPath(id)}/role`, UserReplySchema, json('PUT', { role })),
  changeStatus: (id: string, isActive: boolean) =>
    call(`${userPath(id)}/status`, UserReplySchema, json('PUT', { isActive })),
  unlock: (id: string) => call(`${userPath(id)}/unlock`, UserReplySchema, { method: 'POST' }),
  remove: (id: string) => call(userPath(id), UserReplySchema, { method: 'DELETE' }),
  bulk: (action: BulkAction, userIds: readonly string[]) =>
    call(
      '/admin/bulk-actions',
      z.object({ affected: z.number().int().nonnegative() }),
      json('POST', { action, userIds }),
    ),
  createAdmin: (admin: NewAdmin) => call('/admin/create-admin', UserReplySchema, json('POST', admin)),
};
