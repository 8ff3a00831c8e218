// An opened repository's environments end to end, on a real server over a committed temp repository:
// a secret's value is written only to the untracked local file, never to what git tracks; a plain
// value changed is one changed line; `.gitignore` changes only when asked; ids never lead elsewhere.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Environment } from '@courier/core';
import { git, postmanRepository, writeRepositoryFile } from '@courier/testkit/repository';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/call.js';
import { useOpenedRepositoryServer } from '../../../test/openedRepositoryServer.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';

const STAGING = 'postman/environments/staging.yaml';
const STAGING_SECRETS = 'postman/environments/.local/staging.yaml';

/** A committed repository with a staging environment whose token is a secret not yet given a value. */
function repositoryWithEnvironment(): string {
  const dir = postmanRepository({ requests: 2 });
  writeRepositoryFile(
    dir,
    STAGING,
    [
      '# Shared by the whole team',
      'name: Staging',
      'values:',
      '  - key: baseUrl',
      "    value: 'https://staging.example.test'",
      '    enabled: true',
      '    type: default',
      '  - key: token',
      "    value: ''",
      '    enabled: true',
      '    type: secret',
      '',
    ].join('\n'),
  );
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'Staging');
  return dir;
}

const put = (url: string, environment: Environment) =>
  call(`${url}/api/files/environments/${encodeURIComponent(environment.id)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(environment),
  });

describe.each(TEST_DIALECTS)('an opened repository’s environments on %s', (dialect) => {
  const { open } = useOpenedRepositoryServer(dialect);

  it('keeps a secret value out of the tracked file and reads it back from the local one', async () => {
    const dir = repositoryWithEnvironment();
    const { url } = await open(dir);
    const listed = (await call(`${url}/api/files/environments`)).json.data;
    expect(listed.problems).toEqual([]);
    expect(listed.secrets).toEqual({ folder: 'postman/environments/.local/', ignored: false });
    const [staging] = listed.environments as Environment[];
    expect(staging!.name).toBe('Staging');

    const edited: Environment = {
      ...staging!,
      variables: staging!.variables.map((variable) =>
        variable.key === 'token'
          ? { ...variable, value: 's3cr3t-token' }
          : { ...variable, value: 'https://staging2.example.test' },
      ),
    };
    const saved = await put(url, edited);
    expect(saved.status).toBe(200);
    expect(saved.json.data.changed).toEqual([STAGING, STAGING_SECRETS]);

    const diff = git(dir, 'diff', '--unified=0', '--no-color');
    expect(diff).not.toContain('s3cr3t-token');
    expect(diff.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line))).toEqual([
      "-    value: 'https://staging.example.test'",
      "+    value: 'https://staging2.example.test'",
    ]);
    expect(readFileSync(join(dir, STAGING_SECRETS), 'utf8')).toContain('s3cr3t-token');

    const again = (await call(`${url}/api/files/environments`)).json.data.environments as Environment[];
    expect(again[0]!.variables.find((variable) => variable.key === 'token')?.value).toBe('s3cr3t-token');
  });

  it('changes .gitignore only when asked, and then git no longer sees the secrets', async () => {
    const dir = repositoryWithEnvironment();
    writeRepositoryFile(dir, '.gitignore', 'node_modules/');
    writeRepositoryFile(dir, STAGING_SECRETS, "values:\n  - key: token\n    value: 'x'\n");
    const { url } = await open(dir);
    await call(`${url}/api/files/environments`);
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('node_modules/');
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).toContain(STAGING_SECRETS);

    const offered = await call(`${url}/api/files/gitignore`, { method: 'POST' });
    expect(offered.status).toBe(200);
    expect(offered.json.data.secrets.ignored).toBe(true);
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('node_modules/\npostman/environments/.local/\n');
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).not.toContain(STAGING_SECRETS);
  });

  it('refuses an id that names no environment file of the repository', async () => {
    const dir = repositoryWithEnvironment();
    const { url } = await open(dir);
    const [staging] = (await call(`${url}/api/files/environments`)).json.data.environments as Environment[];
    for (const id of ['repository-environment:../../../etc/passwd', 'repository-environment:.local/staging', 'x']) {
      const refused = await put(url, { ...staging!, id });
      expect(refused.status).toBe(404);
    }
    const mismatched = await call(`${url}/api/files/environments/${encodeURIComponent(staging!.id)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...staging, id: 'other' }),
    });
    expect(mismatched.status).toBe(400);
    expect(git(dir, 'status', '--porcelain')).toBe('');
  });

  it('answers only this server’s own app, and nothing in hosted mode', async () => {
    const dir = repositoryWithEnvironment();
    const { url } = await open(dir);
    const crossSite = await call(`${url}/api/files/gitignore`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);

    const hosted = await open(dir, 'hosted');
    expect((await call(`${hosted.url}/api/files/environments`)).status).toBe(404);
    expect((await call(`${hosted.url}/api/files/gitignore`, { method: 'POST' })).status).toBe(404);
    expect(git(dir, 'status', '--porcelain')).toBe('');
  });
});
