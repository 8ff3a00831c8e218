// Opening a repository at run time: from this machine's browser in local mode (the same checks as
// `--open`, and every open stream follows), and in hosted mode only inside the root an administrator
// set, only by an administrator, never through a name or a link that leads out of it.
import { mkdirSync, mkdtempSync, renameSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Collection } from '@courier/core';
import { git, postmanRepository } from '@courier/testkit/repository';
import { afterEach, describe, expect, it } from 'vitest';
import { accountsApi, STRONG_PASSWORD, type AccountsApi } from '../../../test/accountsApi.js';
import { call } from '../../../test/call.js';
import { changeAfter } from '../../../test/openedRepositoryServer.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

const ADMIN = { email: 'root@example.com', password: STRONG_PASSWORD };

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A folder holding a repository named `name` and, beside it, a folder that is not one. */
function rootWithRepository(name: string): string {
  const root = mkdtempSync(join(tmpdir(), 'courier-files-root-'));
  renameSync(postmanRepository({ requests: 2 }), join(root, name));
  mkdirSync(join(root, 'empty'));
  return root;
}

describe.each(TEST_DIALECTS)('opening a repository at run time on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('opens a folder typed in local mode, says why another cannot be opened, and closes it', async () => {
    const root = rootWithRepository('team-api');
    server = await startTestServer({ dialect });
    const { url } = server;
    expect((await call(`${url}/api/files`)).status).toBe(404);

    await changeAfter(url, () => call(`${url}/api/files/open`, json({ path: join(root, 'team-api') })));
    const shown = await call(`${url}/api/files`);
    expect(shown.status).toBe(200);
    expect((shown.json.data.collections as Collection[]).map((collection) => collection.name)).toEqual(['Team API']);

    const missing = await call(`${url}/api/files/open`, json({ path: join(root, 'missing') }));
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(`Cannot open ${join(root, 'missing')}: no such folder`);
    const empty = await call(`${url}/api/files/open`, json({ path: join(root, 'empty') }));
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/holds no Postman collection folder \(postman\/collections\/<name>\/\)/);
    const blank = await call(`${url}/api/files/open`, json({ path: '  ' }));
    expect(blank.status).toBe(400);
    // What could not be opened left the open repository as it was.
    expect((await call(`${url}/api/files`)).json.data.root).toBe(join(root, 'team-api'));

    await changeAfter(url, () => call(`${url}/api/files/open`, { method: 'DELETE' }));
    expect((await call(`${url}/api/files`)).status).toBe(404);
  });

  it('refuses another site’s page', async () => {
    const root = rootWithRepository('team-api');
    server = await startTestServer({ dialect });
    const crossSite = await call(`${server.url}/api/files/open`, {
      ...json({ path: join(root, 'team-api') }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await call(`${server.url}/api/files`)).status).toBe(404);
  });

  describe('in hosted mode', () => {
    let api: AccountsApi;
    let root: string;
    const open = (path: string, token?: string) =>
      api.request('POST', '/api/files/open', { path }, token ? { token } : {});
    const shown = (token?: string) => api.request('GET', '/api/files', undefined, token ? { token } : {});

    async function hosted(filesRoot: string | undefined): Promise<string> {
      server = await startTestServer({
        dialect,
        config: { mode: 'hosted', ...(filesRoot === undefined ? {} : { filesRoot }) },
        seed: { initialAdmin: ADMIN },
      });
      api = accountsApi(server);
      const { json: signedIn } = await api.login(ADMIN.email, ADMIN.password);
      return signedIn.data.token as string;
    }

    it('is off without a root, even for an administrator', async () => {
      root = rootWithRepository('team-api');
      const admin = await hosted(undefined);
      expect((await open(join(root, 'team-api'), admin)).status).toBe(404);
      expect((await shown(admin)).status).toBe(404);
    });

    it('lets an administrator open a folder inside the root, by its name there', async () => {
      root = rootWithRepository('team-api');
      const admin = await hosted(root);
      const opened = await open('team-api', admin);
      expect(opened.status).toBe(200);
      expect((opened.json.data.collections as Collection[])[0]!.name).toBe('Team API');
      expect((await shown(admin)).json.data.collections).toHaveLength(1);
      expect((await api.request('DELETE', '/api/files/open', undefined, { token: admin })).status).toBe(200);
      expect((await shown(admin)).status).toBe(404);
    });

    it('shows nothing to, and opens or closes nothing for, a member who is not an administrator or no one signed in', async () => {
      root = rootWithRepository('team-api');
      const admin = await hosted(root);
      const member = await api.register('member');
      expect((await open('team-api', member.token)).status).toBe(404);
      expect((await open('team-api')).status).toBe(404);
      expect((await shown(admin)).status).toBe(404);

      expect((await open('team-api', admin)).status).toBe(200);
      expect((await shown(member.token)).status).toBe(404);
      expect((await shown()).status).toBe(404);
      expect((await api.request('DELETE', '/api/files/open', undefined, { token: member.token })).status).toBe(404);
      expect((await api.request('DELETE', '/api/files/open')).status).toBe(404);
      const live = await call(`${server!.url}/api/files/live`, {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      expect(live.status).toBe(404);
      // Still open for the administrator.
      expect((await shown(admin)).status).toBe(200);

      // Nor does the member change any file: a save, a save of items, a removal, an environment, the
      // `.gitignore` offer, each with the collection's real id.
      const [collection] = (await shown(admin)).json.data.collections as Collection[];
      const path = `/api/files/collections/${collection!.id}`;
      const as = { token: member.token };
      for (const [method, url, body] of [
        ['PUT', path, collection],
        ['PATCH', path, { items: collection!.items.slice(0, 1) }],
        ['DELETE', path, undefined],
        ['GET', '/api/files/environments', undefined],
        ['PUT', '/api/files/environments/repository-environment:dev', { id: 'repository-environment:dev' }],
        ['POST', '/api/files/gitignore', undefined],
      ] as const) {
        expect((await api.request(method, url, body, as)).status, `${method} ${url}`).toBe(404);
      }
      expect(git(join(root, 'team-api'), 'status', '--porcelain')).toBe('');
    });

    it('refuses a folder outside the root, by its path, by `..` or through a link', async () => {
      root = rootWithRepository('team-api');
      const outside = postmanRepository({ requests: 1 });
      symlinkSync(outside, join(root, 'linked'));
      const admin = await hosted(root);
      for (const path of [outside, '../', `team-api/../../${outside}`, 'linked', `${root}/linked`]) {
        const refused = await open(path, admin);
        expect(refused.status, path).toBe(403);
        expect(refused.json.code, path).toBe('FORBIDDEN');
        expect(refused.json.message, path).toBe(`${path} is outside the folder this server may open repositories from`);
      }
      expect((await shown(admin)).status).toBe(404);
    });
  });
});
