// Who is making a request. The accounts issue supplies the real `Authenticator` (sessions, tokens);
// until then `noAccounts` recognises nobody, so hosted mode refuses everything that needs a user.
import type { Request, RequestHandler, Response } from 'express';
import { UnauthenticatedError } from './errors.js';

export interface AuthenticatedUser {
  id: string;
}

export type Authenticator = (req: Request) => Promise<AuthenticatedUser | undefined>;

/** Hosted mode before accounts exist: no request is signed in. */
export const noAccounts: Authenticator = async () => undefined;

/** Answers 401 unless the request belongs to a signed-in user, who is then available to `userOf`. */
export function requireUser(authenticate: Authenticator, message: string): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticate(req);
    if (!user) throw new UnauthenticatedError(message);
    res.locals.user = user;
    next();
  };
}

/** The user `requireUser` let through. */
export function userOf(res: Response): AuthenticatedUser {
  const user = res.locals.user as AuthenticatedUser | undefined;
  if (!user) throw new UnauthenticatedError('Sign in first');
  return user;
}
