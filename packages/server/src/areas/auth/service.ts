// Accounts: registration, sign-in with an expiring lockout, profile, password change
// and API keys. Routes call these; these call the repo.
import { randomUUID } from 'node:crypto';
import {
  ValidationError,
  type ApiKey,
  type LoginForm,
  type ProfileUpdateForm,
  type PublicUser,
  type RegistrationForm,
  type Role,
} from '@courier/core';
import type { Db } from '../../db/database.js';
import { takesRowLocks } from '../../db/rowLocks.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { ConflictError, NotFoundError, RateLimitedError, UnauthenticatedError } from '../../errors/serverErrors.js';
import { generateApiKey, hashApiKey } from './apiKey.js';
import { createHashingQueue, DEFAULT_HASHING, type HashingLane, type HashingQueue } from './hashingQueue.js';
import { hashPassword, verifyPassword, type ScryptCost } from './password.js';
import * as repo from './repo.js';
import {
  FREE_ACCOUNT_FAILURES,
  FREE_ADDRESS_FAILURES,
  KNOWN_ADDRESS_MS,
  lockedUntil,
  minutesLeft,
} from './signInLock.js';
import type { TokenSigner } from './tokens.js';
import { publicUser } from './userView.js';

/** Same words whether the account is unknown, the password wrong, or the account inactive. */
const INVALID_CREDENTIALS = 'Invalid credentials';
/**
 * Same words whether the username or the e-mail is taken, exactly or by a look-alike
 * (db/nameSkeleton.ts), so a refusal tells no more than that one of the two cannot be had.
 */
export const NAME_TAKEN = 'This username or email is already registered, or looks like one that is';
/** An address's failures are forgotten after a day without any. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** Keys are bearer credentials: a stolen session must not be able to mint them without bound. */
export const MAX_API_KEYS_PER_USER = 50;
/** The client key of work the server does for itself (seeding accounts at start, the unlock command). */
const SERVER_CLIENT = 'server';

interface Session {
  token: string;
  user: PublicUser;
}

export type NewUser = RegistrationForm & { role: Role };

/**
 * `client` names who is asking (the source address, folded as the rate limits fold it): failures
 * are counted against it, and its hashing waits its turn behind other clients.
 */
export interface AccountService {
  register(registration: RegistrationForm, client: string): Promise<Session>;
  login(login: LoginForm, client: string): Promise<Session>;
  logout(userId: string): Promise<void>;
  profile(userId: string): Promise<PublicUser>;
  updateProfile(userId: string, changes: ProfileUpdateForm, client: string): Promise<PublicUser>;
  /** Ends every other session and every API key; the reply's token keeps this session signed in. */
  changePassword(userId: string, currentPassword: string, newPassword: string, client: string): Promise<Session>;
  createApiKey(userId: string, name: string): Promise<ApiKey & { key: string }>;
  listApiKeys(userId: string): Promise<ApiKey[]>;
  deleteApiKey(userId: string, id: string): Promise<void>;
  createUser(user: NewUser, client?: string): Promise<PublicUser>;
  /** Hashes with the same cost and queue as every other password. */
  hashPassword(password: string, client?: string): Promise<string>;
  verifyPassword(password: string, stored: string, client?: string): Promise<boolean>;
  /** The signed-in user of a token or API key, if it still may act. */
  userForToken(token: string): Promise<repo.UserRow | undefined>;
  userForApiKey(key: string): Promise<repo.UserRow | undefined>;
}

export interface AccountServiceOptions {
  /** How many hashes run at once and how many one client may queue. */
  hashing?: HashingQueue;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A locked account still may act with the sessions it has: only new sign-ins wait. */
function mayAct(user: repo.UserRow | undefined): user is repo.UserRow {
  return user !== undefined && user.is_active === 1;
}

/** 429 while `until` lies ahead, saying how long to wait (and in Retry-After). */
function refuseWhileLocked(until: string | null, now: number): void {
  const minutes = minutesLeft(until, now);
  if (minutes === 0) return;
  throw new RateLimitedError(`Too many failed attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
    retryAfterSeconds: Math.ceil((Date.parse(until!) - now) / 1000),
  });
}

const addressKey = (client: string) => `address:${client}`;
/** A signed-in account naming taken usernames or e-mails in its profile, from whatever address. */
const renamesKey = (userId: string) => `renames:${userId}`;
const nameKey = (identifier: string) => `name:${identifier.normalize('NFC').toLowerCase()}`;

export function createAccountService(
  db: Db,
  tokens: TokenSigner,
  cost: ScryptCost,
  { hashing = createHashingQueue(DEFAULT_HASHING) }: AccountServiceOptions = {},
): AccountService {
  const hash = (password: string, client = SERVER_CLIENT) =>
    hashing.run(client, 'other', () => hashPassword(password, cost));
  const verify = (password: string, stored: string, client = SERVER_CLIENT, lane: HashingLane = 'other') =>
    hashing.run(client, lane, () => verifyPassword(password, stored));
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

  /** Counts a failure of `key` in the throttle table, locking it once its free failures are spent. */
  const countThrottled = async (key: string, free: number, now: number) => {
    const failures = await repo.countThrottleFailure(db, key, iso(now), iso(now - FORGET_AFTER_MS));
    const until = lockedUntil(failures, free, now);
    if (until) await repo.lockThrottle(db, key, until);
  };

  const refuseLocked = async (key: string, now: number) =>
    refuseWhileLocked((await repo.findThrottle(db, key))?.locked_until ?? null, now);
  const refuseLockedAddress = (client: string, now: number) => refuseLocked(addressKey(client), now);

  /** A wrong password: counted for the source address and for the account (or the unknown name). */
  const countFailure = async (client: string, now: number, target: { user?: repo.UserRow; name?: string }) => {
    await countThrottled(addressKey(client), FREE_ADDRESS_FAILURES, now);
    if (target.user) {
      const failures = await repo.countFailedLogin(db, target.user.id);
      const until = lockedUntil(failures, FREE_ACCOUNT_FAILURES, now);
      if (until) await repo.updateUser(db, target.user.id, { locked_until: until });
    } else if (target.name !== undefined) {
      await countThrottled(nameKey(target.name), FREE_ACCOUNT_FAILURES, now);
    }
  };

  /** An account's lock, which does not hold its owner back at an address they have signed in from. */
  const accountLockFor = async (user: repo.UserRow, client: string, now: number) => {
    if (minutesLeft(user.locked_until, now) === 0) return null;
    const known = await repo.signedInFrom(db, user.id, client, iso(now - KNOWN_ADDRESS_MS));
    return known ? null : user.locked_until;
  };

  /** A session for `user`, remembering the address it was started from as the owner's. */
  const signedInSession = async (user: repo.UserRow, client: string, now: number, changes: repo.UserChanges) => {
    await repo.updateUser(db, user.id, { ...changes, last_login: iso(now) });
    await repo.rememberSignInAddress(db, user.id, client, iso(now), iso(now - KNOWN_ADDRESS_MS));
    return session(await existing(user.id));
  };

  /**
   * A refusal still tells that one of the two is taken (registration without a confirmation e-mail
   * cannot hide it), so each counts as a failure of the asking address, and a profile change's also
   * of the account asking: finding out who exists costs as much as guessing passwords.
   */
  const refuseTaken = async (fields: { username?: string; email?: string }, client: string, exceptId?: string) => {
    if (!(await repo.findUserHolding(db, fields, exceptId))) return;
    const now = Date.now();
    await countThrottled(addressKey(client), FREE_ADDRESS_FAILURES, now);
    if (exceptId !== undefined) await countThrottled(renamesKey(exceptId), FREE_ACCOUNT_FAILURES, now);
    throw new ConflictError(NAME_TAKEN);
  };

  const createUser = async (user: NewUser, client = SERVER_CLIENT): Promise<PublicUser> => {
    const email = repo.canonicalEmail(user.email);
    await refuseTaken({ username: user.username, email }, client);
    const id = randomUUID();
    try {
      await repo.insertUser(db, {
        id,
        username: user.username,
        email,
        password_hash: await hash(user.password, client),
        first_name: user.firstName,
        last_name: user.lastName,
        name: `${user.firstName} ${user.lastName}`,
        avatar: null,
        role: user.role,
        is_active: 1,
        failed_logins: 0,
        locked_until: null,
        token_version: 0,
        created_at: iso(Date.now()),
      });
    } catch (error) {
      // Two registrations racing for one name: the constraint decides.
      if (isUniqueViolation(error)) throw new ConflictError(NAME_TAKEN);
      throw error;
    }
    return publicUser(await existing(id));
  };

  return {
    createUser,
    hashPassword: hash,
    verifyPassword: verify,

    async register(registration, client) {
      await refuseLockedAddress(client, Date.now());
      const user = await createUser({ ...registration, role: 'user' }, client);
      return signedInSession(await existing(user.id), client, Date.now(), {});
    },

    async login({ identifier, password }, client) {
      const now = Date.now();
      await refuseLockedAddress(client, now);
      const user = await repo.findUserByIdentifier(db, identifier);
      const lock = user
        ? await accountLockFor(user, client, now)
        : ((await repo.findThrottle(db, nameKey(identifier)))?.locked_until ?? null);
      refuseWhileLocked(lock, now);
      const matches = await verify(password, user?.password_hash ?? (await decoyHash()), client, 'sign-in');
      if (!matches) await countFailure(client, now, user ? { user } : { name: identifier });
      if (!matches || !mayAct(user)) throw new UnauthenticatedError(INVALID_CREDENTIALS);
      // The owner passing a lock at a known address leaves it in place for everyone else.
      const passedLock = minutesLeft(user.locked_until, now) > 0;
      return signedInSession(user, client, now, passedLock ? {} : { failed_logins: 0, locked_until: null });
    },

    // Tokens are stateless: signing out moves the version on, which ends every session of the user.
    logout: (userId) => repo.bumpTokenVersion(db, userId),

    profile: async (userId) => publicUser(await existing(userId)),

    async updateProfile(userId, changes, client) {
      const email = changes.email === undefined ? undefined : repo.canonicalEmail(changes.email);
      if (changes.username !== undefined || email !== undefined) {
        await refuseLockedAddress(client, Date.now());
        await refuseLocked(renamesKey(userId), Date.now());
        await refuseTaken({ username: changes.username, email }, client, userId);
      }
      try {
        await repo.updateUser(db, userId, {
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(email === undefined ? {} : { email }),
          ...(changes.username === undefined ? {} : { username: changes.username }),
          ...(changes.avatar === undefined ? {} : { avatar: changes.avatar }),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(NAME_TAKEN);
        throw error;
      }
      return publicUser(await existing(userId));
    },

    async changePassword(userId, currentPassword, newPassword, client) {
      const now = Date.now();
      const user = await existing(userId);
      // A stolen session guessing the password it would need is held to the sign-in limits.
      await refuseLockedAddress(client, now);
      refuseWhileLocked(user.locked_until, now);
      if (!(await verify(currentPassword, user.password_hash, client))) {
        await countFailure(client, now, { user });
        throw new ValidationError('Current password is incorrect');
      }
      const password_hash = await hash(newPassword, client);
      await repo.replacePassword(db, userId, { password_hash, failed_logins: 0, locked_until: null });
      return session(await existing(userId));
    },

    async createApiKey(userId, name) {
      const { key, hash: keyHash, prefix } = generateApiKey();
      const row = { id: randomUUID(), user_id: userId, name, key_hash: keyHash, prefix, created_at: iso(Date.now()) };
      await db.transaction().execute(async (trx) => {
        // The user's row lock makes the count and the insert one step on PostgreSQL.
        if (takesRowLocks(trx)) await repo.lockUser(trx, userId);
        if ((await repo.countApiKeys(trx, userId)) >= MAX_API_KEYS_PER_USER) {
          throw new ConflictError(
            `An account can have at most ${MAX_API_KEYS_PER_USER} API keys; delete one you no longer use first`,
          );
        }
        await repo.insertApiKey(trx, row);
      });
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
      const user = await repo.useApiKey(db, hashApiKey(key), iso(Date.now()));
      return mayAct(user) ? user : undefined;
    },
  };
}
