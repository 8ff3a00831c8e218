// The admin panel: statistics and user management. Every change that must not leave
// the deployment without an administrator checks and writes inside one transaction that first locks
// the active administrators' rows, so concurrent removals cannot each count the other as remaining.
import {
  DEMO_ACCOUNT,
  isDemoPassword,
  pagination,
  ValidationError,
  type AdminStats,
  type Pagination,
  type PublicUser,
  type Role,
} from '@courier/core';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { takesRowLocks } from '../../db/rowLocks.js';
import { ConflictError, NotFoundError } from '../../errors/serverErrors.js';
import {
  bumpTokenVersion,
  clearFailedLogins,
  findUserById,
  PUBLIC_PASSWORD_MESSAGE,
  PUBLIC_PASSWORD_PROMOTION_MESSAGE,
  publicUser,
  updateUser,
  type AccountService,
  type NewUser,
  type UserRow,
} from '../auth/index.js';
import * as repo from './repo.js';
import type { BulkAction } from './schemas.js';

export interface AdminService {
  stats(): Promise<AdminStats>;
  listUsers(
    filter: repo.UserFilter,
    page: number,
    limit: number,
  ): Promise<{ users: PublicUser[]; pagination: Pagination }>;
  changeRole(actorId: string, userId: string, role: Role): Promise<PublicUser>;
  changeStatus(actorId: string, userId: string, isActive: boolean): Promise<PublicUser>;
  unlock(userId: string): Promise<PublicUser>;
  deleteUser(actorId: string, userId: string): Promise<PublicUser>;
  /** How many of the named users were changed. */
  bulk(actorId: string, action: BulkAction, userIds: string[]): Promise<number>;
  createAdmin(user: Omit<NewUser, 'role'>): Promise<PublicUser>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_ADMIN = 'The last active administrator cannot be removed';

/** An admin cannot demote, deactivate or delete themself. */
const SELF: Record<'role' | 'deactivate' | 'delete', string> = {
  role: 'You cannot change your own role',
  deactivate: 'You cannot deactivate your own account',
  delete: 'You cannot delete your own account',
};

async function target(db: Executor, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

/** Refuses when taking `removed` away from the active admins would leave none. */
async function keepAnAdmin(db: Executor, removed: UserRow[]): Promise<void> {
  const admins = removed.filter((user) => user.role === 'admin' && user.is_active === 1);
  if (admins.length === 0) return;
  const left = await repo.countOtherActiveAdmins(
    db,
    admins.map((user) => user.id),
  );
  if (left === 0) throw new ConflictError(LAST_ADMIN);
}

/** A transaction for a change that may remove an administrator: admin rows are locked first. */
function guardingAdmins<T>(db: Db, change: (trx: Executor) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (takesRowLocks(trx)) await repo.lockActiveAdmins(trx);
    return change(trx);
  });
}

export function createAdminService(db: Db, accounts: AccountService): AdminService {
  const reload = async (userId: string) => publicUser(await target(db, userId));

  /** Anyone can sign in with the demo account's password, so an account that has it stays no administrator. */
  const refusePublicPassword = async (user: UserRow) => {
    if (user.role === 'admin') return;
    if (await accounts.verifyPassword(DEMO_ACCOUNT.password, user.password_hash)) {
      throw new ValidationError(PUBLIC_PASSWORD_PROMOTION_MESSAGE);
    }
  };

  return {
    async stats() {
      const now = Date.now();
      const [total, active, locked, roles, recentRegistrations, recentLogins] = await Promise.all([
        repo.countUsers(db),
        repo.countUsers(db, { isActive: true }),
        repo.countUsersWhere(db, 'locked_until', new Date(now).toISOString()),
        repo.countByRole(db),
        repo.countUsersWhere(db, 'created_at', new Date(now - 30 * DAY_MS).toISOString()),
        repo.countUsersWhere(db, 'last_login', new Date(now - DAY_MS).toISOString()),
      ]);
      return {
        users: { total, active, inactive: total - active, locked },
        roles,
        activity: { recentRegistrations, recentLogins },
      };
    },

    async listUsers(filter, page, limit) {
      const [rows, total] = await Promise.all([
        repo.listUsers(db, filter, (page - 1) * limit, limit),
        repo.countUsers(db, filter),
      ]);
      return { users: rows.map(publicUser), pagination: pagination(page, limit, total) };
    },

    async changeRole(actorId, userId, role) {
      if (actorId === userId) throw new ValidationError(SELF.role);
      // Checked before the admin rows are locked: a hash takes a while, and nobody should wait on it.
      if (role === 'admin') await refusePublicPassword(await target(db, userId));
      await guardingAdmins(db, async (trx) => {
        const user = await target(trx, userId);
        if (role !== 'admin') await keepAnAdmin(trx, [user]);
        await bumpTokenVersion(trx, userId, { role });
      });
      return reload(userId);
    },

    async changeStatus(actorId, userId, isActive) {
      if (actorId === userId && !isActive) throw new ValidationError(SELF.deactivate);
      await guardingAdmins(db, async (trx) => {
        const user = await target(trx, userId);
        if (!isActive) await keepAnAdmin(trx, [user]);
        await bumpTokenVersion(trx, userId, { is_active: isActive ? 1 : 0 });
      });
      return reload(userId);
    },

    async unlock(userId) {
      await target(db, userId);
      await clearFailedLogins(db, userId);
      return reload(userId);
    },

    async deleteUser(actorId, userId) {
      if (actorId === userId) throw new ValidationError(SELF.delete);
      return guardingAdmins(db, async (trx) => {
        const user = await target(trx, userId);
        await keepAnAdmin(trx, [user]);
        await repo.deleteUser(trx, userId);
        return publicUser(user);
      });
    },

    async bulk(actorId, action, userIds) {
      const ids = [...new Set(userIds)];
      if (ids.includes(actorId) && (action === 'deactivate' || action === 'delete')) {
        throw new ValidationError(SELF[action]);
      }
      return guardingAdmins(db, async (trx) => {
        const users = (await Promise.all(ids.map((id) => findUserById(trx, id)))).filter(
          (user): user is UserRow => user !== undefined,
        );
        if (action === 'deactivate' || action === 'delete') await keepAnAdmin(trx, users);
        for (const user of users) {
          if (action === 'delete') await repo.deleteUser(trx, user.id);
          else if (action === 'unlock') await clearFailedLogins(trx, user.id);
          else if (action === 'activate') await updateUser(trx, user.id, { is_active: 1 });
          else await bumpTokenVersion(trx, user.id, { is_active: 0 });
        }
        return users.length;
      });
    },

    async createAdmin(user) {
      if (isDemoPassword(user.password)) throw new ValidationError(PUBLIC_PASSWORD_MESSAGE);
      return accounts.createUser({ ...user, role: 'admin' });
    },
  };
}
