// The header that tells the proxy which environment a send ran in, so the recorded response can be
// filtered by it. Names may hold any character, and a header value may not: the name travels
// URI-encoded, and the server decodes it.
import type { Environment } from '@courier/core';
import { NO_ENVIRONMENT } from '../environments/workspaceEnvironmentsStore.js';

export const ENVIRONMENT_HEADER = 'X-Courier-Environment';

export function environmentHeader(environment: Pick<Environment, 'id' | 'name'> | undefined): Record<string, string> {
  if (!environment || environment.id === NO_ENVIRONMENT.id) return {};
  return { [ENVIRONMENT_HEADER]: encodeURIComponent(environment.name) };
}
