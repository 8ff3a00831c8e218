import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_HEADER } from '../analysis/environmentHeader.js';
import { SECRET_VALUES_HEADER } from '../analysis/secretValuesHeader.js';
import { runRecordingHeaders } from './runRecordingHeaders.js';

describe('runRecordingHeaders', () => {
  it("names the run's environment and the secret values of it and of the collection, never a plain one", () => {
    const headers = runRecordingHeaders(
      {
        id: 'e1',
        name: 'Staging',
        isDefault: false,
        variables: [
          { key: 'token', value: 's3cret-token', enabled: true, type: 'secret' },
          { key: 'host', value: 'api.test', enabled: true },
        ],
      },
      { variables: [{ key: 'apiKey', value: 'collection-key', enabled: true, type: 'secret' }] },
    );
    expect(headers[ENVIRONMENT_HEADER]).toBe('Staging');
    const secrets = JSON.parse(decodeURIComponent(headers[SECRET_VALUES_HEADER]!)) as string[];
    expect(secrets.sort()).toEqual(['collection-key', 's3cret-token']);
  });
});
