// Which transport the proxy sends a browser's request through: in local mode, when the browser names
// its workspace (the X-Courier-Workspace header), the one made of the signed-in person's Settings in it;
// otherwise the server's own. Hosted mode never uses Settings: its address policy stays whole.
// The workspace travels as a header, beside the session's, so the request body stays core's TransportRequest.
import type { Request } from 'express';
import type { Transport } from '@courier/core';
import type { ServerMode } from '../../config.js';
import type { Db } from '../../db/database.js';
import { UnauthenticatedError } from '../../errors/serverErrors.js';
import type { Authenticator } from '../../http/authenticate.js';
import { requireAccess } from '../workspaces/index.js';
import type { OutboundSettingsService } from './service.js';

/** Names the workspace whose Settings a proxied send uses (lower case, as Node gives header names). */
const WORKSPACE_HEADER = 'x-courier-workspace';

export type ProxyTransportOf = (req: Request) => Promise<Transport | undefined>;

export function proxyTransportOf(
  service: OutboundSettingsService,
  db: Db,
  { mode, authenticate }: { mode: ServerMode; authenticate: Authenticator },
): ProxyTransportOf {
  return async (req) => {
    const workspaceId = req.headers[WORKSPACE_HEADER];
    if (mode !== 'local' || typeof workspaceId !== 'string' || workspaceId === '') return undefined;
    const user = await authenticate(req);
    if (!user) throw new UnauthenticatedError("Sign in to send with this workspace's certificates and proxy");
    await requireAccess(db, user.id, workspaceId, 'read');
    return service.transportFor({ ownerId: user.id, workspaceId });
  };
}
