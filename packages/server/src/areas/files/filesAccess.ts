// Who may use the files area. Local mode: this machine's own app (http/localOnly.ts guards every local
// call). Hosted mode, with a root the administrator set: administrators only, since an opened
// repository is one for the whole server and its files are the server's. To anyone else the area
// answers as if no repository were open: it names neither the root nor what is open, and the web
// app's quiet read at start (which every visitor makes) never ends their session.
import type { RequestHandler } from 'express';
import type { Authenticator } from '../../http/authenticate.js';
import type { SignedInUser } from '../auth/index.js';
import { NoRepositoryOpenError } from './filesErrors.js';

export function filesAccess(mode: 'local' | 'hosted', authenticate: Authenticator): RequestHandler {
  if (mode === 'local') return (_req, _res, next) => next();
  return async (req, _res, next) => {
    const user = (await authenticate(req)) as Partial<SignedInUser> | undefined;
    if (user?.role !== 'admin') throw new NoRepositoryOpenError();
    next();
  };
}
