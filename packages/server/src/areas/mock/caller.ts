// Whose mocks a call works on, and what the caller may change. Who is calling is the one owner
// resolver's answer (http/personalOwner.ts); a configuration's owner is an account, the local identity of a
// signed-out workbench, or a workspace, written 'workspace:<id>' (the text of that workspace's live
// scope, so a hit's notice reaches its members). A signed-in caller works with their own
// configurations and those of their current workspace; its viewers may look but not change them.
import type { RequestHandler, Response } from 'express';
import type { ServerMode } from '../../config.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors/serverErrors.js';
import type { Authenticator } from '../../http/authenticate.js';
import { personalOwnerOf } from '../../http/personalOwner.js';
import { scopeOf } from '../../live/scopes.js';
import { can } from '../workspaces/index.js';
import type { WorkspaceMembership } from './workspaceAccess.js';

const SIGN_IN = 'Sign in to use the mock server';
const WORKSPACE_PREFIX = scopeOf('workspace', '');

export interface MockCaller {
  userId: string;
  /** Whose configurations, logs and statistics the caller sees: theirs, then their workspace's. */
  owners: string[];
  workspace?: WorkspaceMembership | undefined;
}

export const workspaceOwner = (workspaceId: string): string => scopeOf('workspace', workspaceId);

export function workspaceIdOf(owner: string): string | undefined {
  return owner.startsWith(WORKSPACE_PREFIX) ? owner.slice(WORKSPACE_PREFIX.length) : undefined;
}

/** Refuses a change to a workspace's configuration by one of its viewers, in the Workspace view's words. */
export function assertMayChange(caller: MockCaller, owner: string): void {
  if (!caller.owners.includes(owner)) throw new NotFoundError('Mock configuration not found');
  if (workspaceIdOf(owner) !== undefined && !(caller.workspace && can(caller.workspace.role, 'write'))) {
    throw new ForbiddenError('Viewers can open and send requests but not change this workspace');
  }
}

/** The owners whose logs the caller may clear: their own, and their workspace's unless a viewer. */
export const changeableOwners = (caller: MockCaller): string[] =>
  caller.owners.filter(
    (owner) => workspaceIdOf(owner) === undefined || (caller.workspace && can(caller.workspace.role, 'write')),
  );

/** Middleware: finds who the call acts for before the handlers run, or answers 401 in hosted mode. */
export function mockCaller(
  authenticate: Authenticator,
  mode: ServerMode,
  callerFor: (userId: string) => Promise<MockCaller>,
): RequestHandler {
  return async (req, res, next) => {
    const userId = await personalOwnerOf(req, authenticate, mode);
    if (userId === undefined) throw new UnauthenticatedError(SIGN_IN);
    res.locals.mockCaller = await callerFor(userId);
    next();
  };
}

export function callerOf(res: Response): MockCaller {
  const caller = res.locals.mockCaller as MockCaller | undefined;
  if (!caller) throw new UnauthenticatedError(SIGN_IN);
  return caller;
}
