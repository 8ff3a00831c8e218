// Accounts (spec 02 §2–§5, issue 8): registration, sign-in with lockout, profile, password change and
// API keys. Routes call these; these call the repo.
import { randomUUID } from 'node:crypto';
import { ValidationError, type LoginForm, type ProfileUpdateForm, type RegistrationForm } from '@courier/core';
import type { Db } from '../../db/database.js';
import type { Role } from '../../db/schema.js';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../../http/errors.js';
import { generateApiKey, hashApiKey } from './apiKey.js';
import { hashPassword, verifyPassword, type ScryptCost } from './password.js';
import * as repo from './repo.js';
import type { TokenSigner } from './tokens.js';
import { publicUser, type PublicUser } from './userView.js';

/** Consecutive failed sign-ins that lock an account until an administrator unlocks it. */
export const MAX_FAILED_LOGINS = 5;

/** Same words whether the account is unknown, the password wrong, or the account locked or inactive. */
const INVALID_CREDENTIALS = 'Invalid credentials';

export interface Session {
  token: string;
  user: PublicUser;
}

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export type NewUser = RegistrationForm & { role: Role };

export interface AccountService {
  register(registration: RegistrationForm): Promise<Session>;
  login(login: LoginForm): Promise<Session>;
  logout(userId: string): Promise<void>;
  profile(userId: string): Promise<PublicUser>;
  updateProfile(userId: string, changes: ProfileUpdateForm): Promise<PublicUser>;
  /** Ends every other session; the reply's token keeps this one signed in. */
  changePassword(userId: string, currentPassword: string, newPassword: string): Promise<Session>;
  createApiKey(userId: string, name: string): Promise<ApiKeyView & { key: string }>;
  listApiKeys(userId: string): Promise<ApiKeyView[]>;
  deleteApiKey(userId: string, id: string): Promise<void>;
  createUser(user: NewUser): Promise<PublicUser>;
  /** The signed-in user of a token or API key, if it still may act. */
  userForToken(token: string): Promise<repo.UserRow | undefined>;
  userForApiKey(key: string): Promise<repo.UserRow | undefined>;
}

const now = () => new Date().toISOString();

/** SQLite and PostgreSQL report a unique constraint differently. */
function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

function mayAct(user: repo.UserRow | undefined): user is repo.UserRow {
  return user !== undefined && user.is_active === 1 && user.is_locked === 0;
}

export function createAccountService(db: Db, tokens: TokenSigner, cost: ScryptCost): AccountService {
  // Unknown identifiers still cost one hash, so timing does not tell whether an account exists.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword(randomUUID(), cost));

  const session = async (user: repo.UserRow): Promise<Session> => ({
    token: await tokens.sign({ userId: user.id, tokenVersion: user.token_version }),
    user: publicUser(user),
  });

  const existing = async (userId: string): Promise<repo.UserRow> => {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new UnauthenticatedError('Sign in first');
    return user;
  };

  const refuseTaken = async (fields: { username?: string; email?: string }, exceptId?: string) => {
    const holder = await repo.findUserHolding(db, fields, exceptId);
    if (!holder) return;
    throw new ConflictError(
      holder.username === fields.username ? 'This username is already taken' : 'This email is already registered',
    );
  };

  const createUser = async (user: NewUser): Promise<PublicUser> => {
    await refuseTaken(user);
    const id = randomUUID();
    try {
      await repo.insertUser(db, {
        id,
        username: user.username,
        email: user.email,
        password_hash: await hashPassword(user.password, cost),
        first_name: user.firstName,
        last_name: user.lastName,
        name: `${user.firstName} ${user.lastName}`,
        avatar: null,
        role: user.role,
        is_active: 1,
        is_locked: 0,
        failed_logins: 0,
        token_version: 0,
        created_at: now(),
      });
    } catch (error) {
      // Two registrations racing for one name: the constraint decides.
      if (isUniqueViolation(error)) throw new ConflictError('This username or email is already registered');
      throw error;
    }
    return publicUser(await existing(id));
  };

  return {
    createUser,

    async register(registration) {
      const user = await createUser({ ...registration, role: 'user' });
      await repo.updateUser(db, user.id, { last_login: now() });
      return session(await existing(user.id));
    },

    async login({ identifier, password }) {
      const user = await repo.findUserByIdentifier(db, identifier);
      const matches = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !mayAct(user)) throw new UnauthenticatedError(INVALID_CREDENTIALS);
      if (!matches) {
        const failures = await repo.countFailedLogin(db, user.id);
        if (failures >= MAX_FAILED_LOGINS) await repo.bumpTokenVersion(db, user.id, { is_locked: 1 });
        throw new UnauthenticatedError(INVALID_CREDENTIALS);
      }
      await repo.updateUser(db, user.id, { failed_logins: 0, last_login: now() });
      return session(await existing(user.id));
    },

    // Tokens are stateless: signing out moves the version on, which ends every session of the user.
    logout: (userId) => repo.bumpTokenVersion(db, userId),

    profile: async (userId) => publicUser(await existing(userId)),

    async updateProfile(userId, changes) {
      await refuseTaken({ username: changes.username, email: changes.email }, userId);
      try {
        await repo.updateUser(db, userId, {
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.email === undefined ? {} : { email: changes.email }),
          ...(changes.username === undefined ? {} : { username: changes.username }),
          ...(changes.avatar === undefined ? {} : { avatar: changes.avatar }),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('This username or email is already registered');
        throw error;
      }
      return publicUser(await existing(userId));
    },

    async changePassword(userId, currentPassword, newPassword) {
      const user = await existing(userId);
      if (!(await verifyPassword(currentPassword, user.password_hash))) {
        throw new ValidationError('Current password is incorrect');
      }
      await repo.bumpTokenVersion(db, userId, { password_hash: await hashPassword(newPassword, cost) });
      return session(await existing(userId));
    },

    async createApiKey(userId, name) {
      const { key, hash, prefix } = generateApiKey();
      const row = { id: randomUUID(), user_id: userId, name, key_hash: hash, prefix, created_at: now() };
      await repo.insertApiKey(db, row);
      return { id: row.id, name, prefix, createdAt: row.created_at, lastUsedAt: null, key };
    },

    async listApiKeys(userId) {
      const rows = await repo.listApiKeys(db, userId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
      }));
    },

    async deleteApiKey(userId, id) {
      if (!(await repo.deleteApiKey(db, userId, id))) throw new NotFoundError('API key not found');
    },

    async userForToken(token) {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const user = await repo.findUserById(db, claims.userId);
      return mayAct(user) && user.token_version === claims.tokenVersion ? user : undefined;
    },

    async userForApiKey(key) {
      const user = await repo.useApiKey(db, hashApiKey(key), now());
      return mayAct(user) ? user : undefined;
    },
  };
}
