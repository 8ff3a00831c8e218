// The calls that read and change a workspace's stored environments; a write carries the version it
// was based on, and a stale one is refused with 409 and the version stored now.
import { EnvironmentListReplySchema, EnvironmentReplySchema, type Variable } from '@courier/core';
import * as z from 'zod';
import { apiCall as call, jsonBody as json, withIdempotencyKey } from '../../lib/api.js';

const at = (workspaceId: string, environmentId?: string) =>
  `/workspace/${encodeURIComponent(workspaceId)}/environments${environmentId ? `/${encodeURIComponent(environmentId)}` : ''}`;

export const workspaceEnvironmentsApi = {
  list: async (workspaceId: string) => (await call(at(workspaceId), EnvironmentListReplySchema.shape.data)).data,
  create: (
    workspaceId: string,
    environment: { id?: string; name: string; variables: Variable[] },
    idempotencyKey?: string,
  ) =>
    call(
      at(workspaceId),
      EnvironmentReplySchema.shape.data,
      withIdempotencyKey(json('POST', { environment }), idempotencyKey),
    ),
  update: (workspaceId: string, environmentId: string, baseVersion: number, changes: { variables: Variable[] }) =>
    call(at(workspaceId, environmentId), EnvironmentReplySchema.shape.data, json('PUT', { ...changes, baseVersion })),
  remove: (workspaceId: string, environmentId: string) =>
    call(at(workspaceId, environmentId), z.unknown(), { method: 'DELETE' }),
};
