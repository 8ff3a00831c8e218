import { describe, expect, it } from 'vitest';
import { draftOf } from './builderStore.js';
import { versionDifferences } from './versionDifferences.js';

describe('version differences', () => {
  it('shows both request lines, then only the parts that differ, never a credential', () => {
    const theirs = draftOf({
      name: 'Users',
      method: 'POST',
      url: 'http://api.test/users',
      headers: [{ key: 'X-Team', value: 'a', enabled: true }],
      auth: { type: 'bearer', token: 'their-secret' },
    });
    const mine = draftOf({
      name: 'Users',
      method: 'GET',
      url: 'http://api.test/users?mine=1',
      headers: [{ key: 'X-Team', value: 'a', enabled: true }],
      auth: { type: 'bearer', token: 'my-secret' },
    });
    const differences = versionDifferences(theirs, mine);
    expect(differences).toEqual([
      { part: 'Request', theirs: 'POST http://api.test/users', mine: 'GET http://api.test/users?mine=1' },
      { part: 'Auth', theirs: 'bearer, other settings', mine: 'bearer' },
    ]);
    expect(JSON.stringify(differences)).not.toContain('secret');
  });
});
