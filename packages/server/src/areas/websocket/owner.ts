// Whose connections a call works on: the signed-in user's, or in local mode, signed out, those of the
// one local identity the mock server's signed-out sessions share too.
import type { RequestHandler, Response } from 'express';
import type { ServerMode } from '../../config.js';
import type { Authenticator } from '../../http/authenticate.js';
import { UnauthenticatedError } from '../../errors/serverErrors.js';
import { LOCAL_OWNER_ID } from '../mock/owner.js';

const SIGN_IN = 'Sign in to use the WebSocket tester';

export function websocketOwner(authenticate: Authenticator, mode: ServerMode): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticate(req);
    if (user) res.locals.websocketOwner = user.id;
    else if (mode === 'local') res.locals.websocketOwner = LOCAL_OWNER_ID;
    else throw new UnauthenticatedError(SIGN_IN);
    next();
  };
}

export function ownerOf(res: Response): string {
  const owner = res.locals.websocketOwner as string | undefined;
  if (!owner) throw new UnauthenticatedError(SIGN_IN);
  return owner;
}
