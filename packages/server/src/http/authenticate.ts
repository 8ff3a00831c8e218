// Who is making a request. The real `Authenticator` is areas/auth/authenticator.ts (tokens and API
// keys); tests may pass another.
import type { Request, RequestHandler, Response } from 'express';
import { UnauthenticatedError } from '../errors/serverErrors.js';

export interface AuthenticatedUser {
  id: string;
}

export type Authenticator = (req: Request) => Promise<AuthenticatedUser | undefined>;

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
