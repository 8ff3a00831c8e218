// The live scope a workspace's events are numbered in: its members follow it (access.ts says who may),
// and every change to the workspace or its content is recorded there.
import { scopeOf } from '../../live/scopes.js';

export const workspaceScope = (workspaceId: string): string => scopeOf('workspace', workspaceId);
