// The repository area end to end: a real server on port 0 over a committed temp repository of Postman
// 3.0.0 folders. A save is a minimal file edit, a change on disk reaches the live stream, a broken file
// is a problem with its line and never rewritten, and nothing leaves the repository nor the machine.
import { existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Collection, CollectionItem, Folder, SavedRequest } from '@courier/core';
import { git, postmanRepository, writeRepositoryFile } from '@courier/testkit/repository';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/call.js';
import { changeAfter, useOpenedRepositoryServer } from '../../../test/openedRepositoryServer.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';

const FIRST_REQUEST = 'postman/collections/Team API/Area 0/Section 0/Folder 0/Request 00000.request.yaml';

function firstRequest(items: readonly CollectionItem[]): SavedRequest {
  for (const item of items) {
    if (item.type === 'request') return item;
    if (item.type === 'folder') return firstRequest(item.items);
  }
  throw new Error('no request');
}

function withFirstRequest(collection: Collection, change: (request: SavedRequest) => SavedRequest): Collection {
  const target = firstRequest(collection.items);
  const walk = (items: readonly CollectionItem[]): CollectionItem[] =>
    items.map((item) =>
      item.id === target.id
        ? change(item as SavedRequest)
        : item.type === 'folder'
          ? { ...item, items: walk(item.items) }
          : item,
    );
  return { ...collection, items: walk(collection.items) };
}

describe.each(TEST_DIALECTS)('an opened repository on %s', (dialect) => {
  const { open } = useOpenedRepositoryServer(dialect);

  it('lists its collection, and a changed header saved is one changed line of one file', async () => {
    const dir = postmanRepository({ requests: 30 });
    const { url } = await open(dir);
    const { status, json: reply } = await call(`${url}/api/files`);
    const json = reply.data;
    expect(status).toBe(200);
    expect(json.problems).toEqual([]);
    const [collection] = json.collections as Collection[];
    expect(collection!.name).toBe('Team API');

    const changed = withFirstRequest(collection!, (request) => ({
      ...request,
      headers: request.headers.map((header) =>
        header.key === 'X-Request-Index' ? { ...header, value: 'changed' } : header,
      ),
    }));
    const saved = await call(`${url}/api/files/collections/${collection!.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(changed),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.changed).toEqual([FIRST_REQUEST]);
    const diff = git(dir, 'diff', '--unified=0', '--no-color');
    const changedLines = diff.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line));
    expect(changedLines).toEqual([
      expect.stringMatching(/^-\s+value: /),
      expect.stringMatching(/^\+\s+value: '?changed'?$/),
    ]);
    expect(git(dir, 'diff', '--name-only')).toBe(`${FIRST_REQUEST}\n`);

    // Read again, the request keeps its id: a tab open on it stays on it.
    const again = (await call(`${url}/api/files`)).json.data.collections[0] as Collection;
    expect(firstRequest(again.items).id).toBe(firstRequest(collection!.items).id);
  });

  it('keeps the file a person named otherwise than the writer would, as Postman’s reference names one', async () => {
    // The reference's worked example: `name: 'get book by :id'` in `get-book-by-id.request.yaml`, and a
    // folder whose definition names it `Sign-up flow` in `signup/`.
    const dir = postmanRepository({ requests: 2 });
    const inside = 'postman/collections/Team API';
    writeRepositoryFile(
      dir,
      `${inside}/get-book-by-id.request.yaml`,
      "$kind: http-request\nname: 'get book by :id'\nmethod: GET\nurl: '{{base_url}}/books/:id'\norder: 5000\n",
    );
    writeRepositoryFile(
      dir,
      `${inside}/signup/.resources/definition.yaml`,
      "$kind: collection\nname: 'Sign-up flow'\n",
    );
    writeRepositoryFile(dir, `${inside}/signup/start.request.yaml`, '$kind: http-request\nmethod: POST\nurl: /start\n');
    git(dir, 'add', '.');
    git(dir, 'commit', '--quiet', '-m', 'Named by hand');
    const { url } = await open(dir);
    const [collection] = (await call(`${url}/api/files`)).json.data.collections as Collection[];
    const named = (name: string) => collection!.items.find((item) => item.name === name)!;
    const book = named('get book by :id') as SavedRequest;
    const signUp = named('Sign-up flow') as Folder;
    const start = signUp.items[0] as SavedRequest;
    const header = { key: 'X-Edited', value: 'yes', enabled: true };
    const saved = await call(`${url}/api/files/collections/${collection!.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        items: [
          { ...book, headers: [...book.headers, header] },
          { ...signUp, items: [{ ...start, headers: [...start.headers, header] }] },
        ],
      }),
    });
    expect(saved.status).toBe(200);
    // Both edits land in the files as they are named; no second file appears beside either.
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean).sort()).toEqual([
      ` M "${inside}/get-book-by-id.request.yaml"`,
      ` M "${inside}/signup/start.request.yaml"`,
    ]);
  });

  it('saves the items a page changed (PATCH) as one changed line, and tells every page that item alone', async () => {
    const dir = postmanRepository({ requests: 30 });
    const { url } = await open(dir);
    const collection = (await call(`${url}/api/files`)).json.data.collections[0] as Collection;
    const request = firstRequest(collection.items);
    const edited = {
      ...request,
      headers: request.headers.map((header) =>
        header.key === 'X-Request-Index' ? { ...header, value: 'one' } : header,
      ),
    };
    let saved: Awaited<ReturnType<typeof call>> | undefined;
    const change = await changeAfter(url, () => {
      void call(`${url}/api/files/collections/${collection.id}?origin=page-1`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: [edited] }),
      }).then((reply) => (saved = reply));
    });
    await expect.poll(() => saved?.status).toBe(200);
    expect(saved!.json.data.changed).toEqual([FIRST_REQUEST]);
    expect(
      git(dir, 'diff', '--unified=0', '--no-color')
        .split('\n')
        .filter((line) => /^[-+](?![-+]{2} )/.test(line)),
    ).toEqual([expect.stringMatching(/^-\s+value: /), expect.stringMatching(/^\+\s+value: '?one'?$/)]);
    expect(change.origin).toBe('page-1');
    const sent = JSON.stringify(change.collections);
    expect(sent).toContain('"value":"one"');
    expect(sent).not.toContain('Request 00001');
    expect(sent).toContain('"kept"');
  });

  it('refuses a save of items it does not hold, of a collection it does not hold, and writes nothing', async () => {
    const dir = postmanRepository({ requests: 3 });
    const { url } = await open(dir);
    const collection = (await call(`${url}/api/files`)).json.data.collections[0] as Collection;
    const stranger = { ...firstRequest(collection.items), id: 'not-in-the-repository' };
    const patch = (id: string) =>
      call(`${url}/api/files/collections/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: [stranger] }),
      });
    expect((await patch(collection.id)).status).toBe(409);
    expect((await patch('no-such-collection')).status).toBe(404);
    expect((await call(`${url}/api/files/collections/no-such-collection`, { method: 'DELETE' })).status).toBe(404);
    const crossSite = await call(`${url}/api/files/collections/${collection.id}`, {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(git(dir, 'status', '--porcelain')).toBe('');
  });

  it('removes a deleted collection’s folder, but never a file that did not parse', async () => {
    const dir = postmanRepository({ requests: 3 });
    const broken = 'postman/collections/Team API/Broken.request.yaml';
    writeRepositoryFile(dir, broken, 'url: "unclosed\n');
    const { url } = await open(dir);
    const collection = (await call(`${url}/api/files`)).json.data.collections[0] as Collection;
    const removed = await call(`${url}/api/files/collections/${collection.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(existsSync(join(dir, 'postman/collections/Team API/Area 0'))).toBe(false);
    expect(readdirSync(join(dir, 'postman/collections/Team API'))).toEqual(['Broken.request.yaml']);
    expect((await call(`${url}/api/files`)).json.data.collections).toEqual([]);
  });

  it('sends a change made on disk down the live stream, as that request with the rest kept', async () => {
    const dir = postmanRepository({ requests: 5 });
    const { url } = await open(dir);
    const change = await changeAfter(url, () => {
      const path = join(dir, ...FIRST_REQUEST.split('/'));
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace(
          "X-Request-Index\n    value: '0'",
          "X-Request-Index\n    value: 'from disk'",
        ),
      );
    });
    const { json } = await call(`${url}/api/files`);
    expect(JSON.stringify(json.data.collections)).toContain('"value":"from disk"');
    expect(change.origin).toBeNull();
    expect(JSON.stringify(change.collections)).toContain('"value":"from disk"');
    expect(JSON.stringify(change.collections)).not.toContain('Request 00001');
  });

  it('shows a broken file as its file:line problem, reads the rest, and never rewrites it', async () => {
    const dir = postmanRepository({ requests: 5 });
    const broken = 'postman/collections/Team API/Area 0/Section 0/Folder 0/Broken.request.yaml';
    const brokenText = '$kind: http-request\nurl: "unclosed\nmethod: GET\n';
    writeRepositoryFile(dir, broken, brokenText);
    const { url } = await open(dir);
    const json = (await call(`${url}/api/files`)).json.data;
    expect(json.problems).toEqual([
      { file: broken, line: expect.any(Number), message: expect.stringMatching(new RegExp(`^${broken}:\\d+: `)) },
    ]);
    const collection = json.collections[0] as Collection;
    expect(firstRequest(collection.items).name).toBe('Request 00000');

    const renamed = withFirstRequest(collection, (request) => ({ ...request, name: 'Still works' }));
    const saved = await call(`${url}/api/files/collections/${collection.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(renamed),
    });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(dir, ...broken.split('/')), 'utf8')).toBe(brokenText);
  });

  it('refuses a name or a link that leads out of the repository', async () => {
    const dir = postmanRepository({ requests: 2 });
    const outside = mkdtempSync(join(tmpdir(), 'courier-outside-'));
    symlinkSync(outside, join(dir, 'postman/collections/Team API/Linked'));
    const { url } = await open(dir);
    const collection = (await call(`${url}/api/files`)).json.data.collections[0] as Collection;

    const named = withFirstRequest(collection, (request) => ({ ...request, name: '../../etc/passwd' }));
    const traversal = await call(`${url}/api/files/collections/${collection.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(named),
    });
    // The name becomes a file name inside the collection's folder, never a path.
    expect(traversal.status).toBe(200);
    expect(git(dir, 'ls-files', '--others', '--exclude-standard')).toContain(
      'Team API/Area 0/Section 0/Folder 0/..-..-etc-passwd.request.yaml',
    );

    const intoLink = {
      ...collection,
      items: [
        ...collection.items,
        { type: 'folder', id: 'linked', name: 'Linked', items: [firstRequest(collection.items)] },
      ],
    };
    const linked = await call(`${url}/api/files/collections/${collection.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(intoLink),
    });
    expect(linked.status).toBe(403);
    expect(linked.json.message).toMatch(/outside the opened repository/);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('answers only this server’s own app, and nothing in hosted mode', async () => {
    const dir = postmanRepository({ requests: 2 });
    const { url } = await open(dir);
    const crossSite = await call(`${url}/api/files`, { headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);

    const hosted = await open(dir, 'hosted');
    expect((await call(`${hosted.url}/api/files`)).status).toBe(404);
  });
});
