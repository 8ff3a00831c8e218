// Whose mocks a call works on: the signed-in user's, or in local mode, signed out, those of the one
// local identity every signed-out session of this workbench shares.
import type { RequestHandler, Response } from 'express';
import type { ServerMode } from '../../config.js';
import type { Authenticator } from '../../http/authenticate.js';
import { UnauthenticatedError } from '../../errors/serverErrors.js';

/** Not an account id: account ids are timestamps plus random characters. */
export const LOCAL_OWNER_ID = 'local';

export function mockOwner(authenticate: Authenticator, mode: ServerMode): RequestHandler {
  return async (_req, res, next) => {
    const user = await authenticate(_req);
    if (user) res.locals.mockOwner = user.id;
    else if (mode === 'local') res.locals.mockOwner = LOCAL_OWNER_ID;
    else throw new UnauthenticatedError('Sign in to use the mock server');
    next();
  };
}

export function ownerOf(res: Response): string {
  const owner = res.locals.mockOwner as string | undefined;
  if (!owner) throw new UnauthenticatedError('Sign in to use the mock server');
  return owner;
}
