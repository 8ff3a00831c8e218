// Who a request belongs to: `Authorization: Bearer <token>` or `X-API-Key: <key>` (never a URL
// parameter, which would end up in logs and browser history). Locked, inactive and deleted users,
// and tokens older than the user's token_version, are nobody.
import type { Request, RequestHandler, Response } from 'express';
import type { Role } from '@courier/core';
import type { AuthenticatedUser, Authenticator } from '../../http/authenticate.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors/serverErrors.js';
import type { AccountService } from './service.js';

export interface SignedInUser extends AuthenticatedUser {
  username: string;
  role: Role;
}

/** A role check passes when the user's rank is at least the required one. */
const ROLE_RANK: Record<Role, number> = { admin: 3, moderator: 2, user: 1 };

export function accountAuthenticator(accounts: AccountService): Authenticator {
  return async (req: Request): Promise<SignedInUser | undefined> => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const apiKey = req.headers['x-api-key'];
    const user = bearer
      ? await accounts.userForToken(bearer)
      : typeof apiKey === 'string' && apiKey !== ''
        ? await accounts.userForApiKey(apiKey)
        : undefined;
    return user && { id: user.id, username: user.username, role: user.role };
  };
}

/** The user `requireUser` let through, with their role. */
export function signedInUser(res: Response): SignedInUser {
  const user = res.locals.user as SignedInUser | undefined;
  if (!user) throw new UnauthenticatedError('Sign in first');
  return user;
}

/** Place after `requireUser`: 403 unless the user's rank reaches the role's. */
export function requireRole(role: Role): RequestHandler {
  return (_req, res, next) => {
    if (ROLE_RANK[signedInUser(res).role] < ROLE_RANK[role]) throw new ForbiddenError('Access Denied');
    next();
  };
}
