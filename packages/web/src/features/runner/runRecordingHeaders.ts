// What the proxy is told of each send of a collection run, as of a send from the builder: the
// environment to record it under, and the values of the secret variables the run may send, which
// the recorder scrubs from what it stores (docs/decisions/0030-recording-keeps-no-secrets.md).
import type { Collection, Environment } from '@courier/core';
import { environmentHeader } from '../analysis/environmentHeader.js';
import { secretValuesHeader } from '../analysis/secretValuesHeader.js';

export function runRecordingHeaders(
  environment: Environment | undefined,
  collection: Pick<Collection, 'variables'> | undefined,
): Record<string, string> {
  return {
    ...environmentHeader(environment),
    ...secretValuesHeader([...(environment?.variables ?? []), ...(collection?.variables ?? [])]),
  };
}
