// Whose data a call of a personal area works on (mock server, themes, WebSocket tester, response
// analysis): the signed-in user's; in local mode, signed out, that of the one local identity every
// signed-out session of this workbench shares; in hosted mode, signed out, nobody's (401). The one
// answer to that question every area asks here.
import type { Request, RequestHandler, Response } from 'express';
import type { ServerMode } from '../config.js';
import { UnauthenticatedError } from '../errors/serverErrors.js';
import type { Authenticator } from './authenticate.js';

/** Not an account id: account ids are timestamps plus random characters. */
export const LOCAL_OWNER_ID = 'local';

/** The owner of a request, or undefined when hosted mode has nobody signed in. */
export async function personalOwnerOf(
  req: Request,
  authenticate: Authenticator,
  mode: ServerMode,
  localOwnerId: string = LOCAL_OWNER_ID,
): Promise<string | undefined> {
  const user = await authenticate(req);
  if (user) return user.id;
  return mode === 'local' ? localOwnerId : undefined;
}

export interface PersonalOwner {
  /** Middleware: finds the owner before the handlers run, or answers 401 with `signInMessage`. */
  resolve: RequestHandler;
  /** The owner `resolve` found for this response. */
  of(res: Response): string;
}

/**
 * `signInMessage` is what a signed-out caller in hosted mode reads, e.g. 'Sign in to use themes';
 * `localOwnerId` is the local identity's id where an area stored its data under another one.
 */
export function personalOwner(
  authenticate: Authenticator,
  mode: ServerMode,
  signInMessage: string,
  localOwnerId: string = LOCAL_OWNER_ID,
): PersonalOwner {
  const owners = new WeakMap<Response, string>();
  return {
    resolve: async (req, res, next) => {
      const owner = await personalOwnerOf(req, authenticate, mode, localOwnerId);
      if (owner === undefined) throw new UnauthenticatedError(signInMessage);
      owners.set(res, owner);
      next();
    },
    of(res) {
      const owner = owners.get(res);
      if (owner === undefined) throw new UnauthenticatedError(signInMessage);
      return owner;
    },
  };
}
