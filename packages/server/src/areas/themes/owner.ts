// Whose themes a call works on: the signed-in user's, or in local mode, signed out, those of the
// one local identity, named 'default' as the Theme Manager's calls name it.
import type { RequestHandler, Response } from 'express';
import type { ServerMode } from '../../config.js';
import type { Authenticator } from '../../http/authenticate.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors/serverErrors.js';

/** Not an account id: account ids are timestamps plus random characters. */
export const LOCAL_THEME_OWNER_ID = 'default';
const SIGN_IN = 'Sign in to use themes';

export function themeOwner(authenticate: Authenticator, mode: ServerMode): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticate(req);
    if (user) res.locals.themeOwner = user.id;
    else if (mode === 'local') res.locals.themeOwner = LOCAL_THEME_OWNER_ID;
    else throw new UnauthenticatedError(SIGN_IN);
    next();
  };
}

export function ownerOf(res: Response): string {
  const owner = res.locals.themeOwner as string | undefined;
  if (!owner) throw new UnauthenticatedError(SIGN_IN);
  return owner;
}

/** A user id in a path is only ever the caller's own: anyone else's is refused. */
export function ownUserId(res: Response, userId: string): string {
  const owner = ownerOf(res);
  if (userId !== owner) throw new ForbiddenError('You can only use your own theme settings');
  return owner;
}
