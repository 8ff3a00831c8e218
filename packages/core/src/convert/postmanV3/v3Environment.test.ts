import { describe, expect, it } from 'vitest';
import { localEnvironmentPath, readV3Environment, writeV3Environment } from './v3Environment.js';

const PATH = 'postman/environments/staging.yaml';
const TRACKED = `# Shared by the team
name: Staging
values:
  - key: baseUrl
    value: 'https://staging.example.test'
    enabled: true
    type: default
  - key: token
    value: ''
    enabled: true
    type: secret
x-owner: platform
`;

describe('a repository environment and its secrets', () => {
  it('keeps its secrets in the local file beside it, and reads them back', () => {
    const local = localEnvironmentPath(PATH);
    expect(local).toBe('postman/environments/.local/staging.yaml');
    const environment = readV3Environment({ path: PATH, text: TRACKED }, undefined, 'staging');
    const edited = {
      ...environment,
      variables: environment.variables.map((variable) =>
        variable.key === 'token' ? { ...variable, value: 's3cr3t' } : variable,
      ),
    };
    const texts = writeV3Environment(edited, PATH, { tracked: TRACKED });
    expect(texts.tracked).toBe(TRACKED);
    expect(texts.local).toContain('s3cr3t');
    const again = readV3Environment(
      { path: PATH, text: texts.tracked },
      { path: local, text: texts.local! },
      'staging',
    );
    expect(again.variables.map((variable) => [variable.key, variable.value])).toEqual([
      ['baseUrl', 'https://staging.example.test'],
      ['token', 's3cr3t'],
    ]);
  });

  it('writes no local file for an environment without secrets', () => {
    const environment = {
      id: 'dev',
      name: 'Dev',
      isDefault: false,
      variables: [{ key: 'a', value: '1', enabled: true }],
    };
    expect(writeV3Environment(environment, 'postman/environments/dev.yaml', {}).local).toBeUndefined();
  });
});
