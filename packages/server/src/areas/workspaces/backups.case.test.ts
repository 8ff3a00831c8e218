// Backups on SQLite and PostgreSQL: processing then completed, downloadable as Courier's native file
// (no secret value in it), restorable into a new workspace after a preview; a file of 50 MB or more is
// refused and a malformed one imports nothing. Automatic backups: one a day, the newest 7 kept.
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTO_BACKUPS_KEPT } from '@courier/core';
import { pino } from 'pino';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi } from '../../../test/accountsApi.js';
import { call } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { userClient, type UserClient } from '../../../test/userClient.js';
import { createContentService } from './contentService.js';
import { createWorkspacesService } from './service.js';

/** Sends only the head of a request announcing `length` bytes and reads the reply: what a client uploading a huge file sees. */
function announceBody(
  baseUrl: string,
  path: string,
  token: string,
  length: number,
): Promise<{ status: number; body: string }> {
  const { hostname, port, host } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`,
      );
    });
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      reply += chunk;
      const headEnd = reply.indexOf('\r\n\r\n');
      const declared = /content-length: (\d+)/i.exec(reply)?.[1];
      if (headEnd < 0 || declared === undefined || reply.length < headEnd + 4 + Number(declared)) return;
      socket.destroy();
      resolve({ status: Number(reply.slice(9, 12)), body: reply.slice(headEnd + 4, headEnd + 4 + Number(declared)) });
    });
    socket.on('error', reject);
  });
}

describe.each(TEST_DIALECTS)('workspace backups on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start() {
    server = await startTestServer({ dialect });
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const client = userClient(server.url, ann.token);
    const id: string = (await client.post('/api/workspace/create', { name: 'Shop API' })).json.data.workspace.id;
    return { api, ann, client, id };
  }

  async function completedBackup(client: UserClient, id: string) {
    const started = await client.post(`/api/workspace/${id}/backup`, { includeData: true });
    expect(started.status).toBe(202);
    expect(started.json.data.backup).toMatchObject({ status: 'processing', kind: 'manual' });
    for (let attempt = 0; attempt < 50; attempt++) {
      const [backup] = (await client.get(`/api/workspace/${id}/backups`)).json.data.backups;
      if (backup.status !== 'processing') return backup as { id: string; status: string };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the backup never finished');
  }

  it('writes a downloadable backup without secret values and restores it into a new workspace after a preview', async () => {
    const { api, client, id } = await start();
    await client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com', role: 'viewer' });
    await client.post(`/api/workspace/${id}/collections`, {
      collection: {
        name: 'Orders',
        items: [
          {
            type: 'folder',
            id: 'f',
            name: 'Admin',
            items: [{ type: 'request', id: 'r', name: 'Refund', method: 'POST', url: '{{baseUrl}}/refunds' }],
          },
          { type: 'request', id: 'l', name: 'List', method: 'GET', url: '{{baseUrl}}/orders' },
        ],
      },
    });
    await client.post(`/api/workspace/${id}/environments`, {
      environment: {
        name: 'Prod',
        variables: [
          { key: 'baseUrl', value: 'https://shop.test' },
          { key: 'key', value: 'sk_live_123', type: 'secret' },
        ],
      },
    });
    const backup = await completedBackup(client, id);
    expect(backup.status).toBe('completed');

    const download = await client.get(`/api/workspace/${id}/backups/${backup.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain(`Shop-API-`);
    expect(download.text).not.toContain('sk_live_123');
    const file = download.json;
    expect(file).toMatchObject({
      format: 'courier-workspace-backup',
      formatVersion: 1,
      workspace: { name: 'Shop API' },
    });
    expect(file.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['ann@example.com', 'owner'],
      ['bob@example.com', 'viewer'],
    ]);

    const preview = await client.post('/api/workspace/restore/preview', file);
    expect(preview.json.data.preview).toEqual({
      name: 'Shop API',
      collections: [{ name: 'Orders', requestCount: 2 }],
      environments: [{ name: 'Prod', variableCount: 2 }],
      members: [
        { email: 'ann@example.com', role: 'owner' },
        { email: 'bob@example.com', role: 'viewer' },
      ],
    });
    const restored = await client.post('/api/workspace/restore', file);
    expect(restored.status).toBe(201);
    const newId = restored.json.data.workspace.id;
    expect(newId).not.toBe(id);
    expect(restored.json.data.workspace).toMatchObject({
      name: 'Shop API',
      role: 'owner',
      collectionCount: 1,
      requestCount: 2,
      environmentCount: 1,
      memberCount: 2,
    });
    const collections = (await client.get(`/api/workspace/${newId}/collections`)).json.data.collections;
    const folder = collections[0].items.find((item: { kind: string }) => item.kind === 'folder');
    expect(
      collections[0].items.find((item: { parentId: string | null }) => item.parentId === folder.id).content.name,
    ).toBe('Refund');

    // Someone else's backup is not theirs to list or download.
    const eve = userClient(server!.url, (await api.register('eve')).token);
    expect((await eve.get(`/api/workspace/${id}/backups/${backup.id}/download`)).status).toBe(403);
  });

  it("gives a viewer a backup without invitees' addresses, and the owner and admins the whole member list", async () => {
    const { api, client, id } = await start();
    const bob = await api.register('bob');
    const cid = await api.register('cid');
    await client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com', role: 'viewer' });
    await client.post(`/api/workspace/${id}/members`, { email: 'cid@example.com', role: 'admin' });
    await client.post(`/api/workspace/${id}/members`, { email: 'invitee@example.com', role: 'member' });
    const backup = await completedBackup(client, id);
    const download = (reader: UserClient) => reader.get(`/api/workspace/${id}/backups/${backup.id}/download`);
    const addresses = (file: { members: { email: string }[] }) => file.members.map((member) => member.email);

    const viewer = await download(userClient(server!.url, bob.token));
    expect(viewer.status).toBe(200);
    expect(viewer.text).not.toContain('invitee@example.com');
    expect(addresses(viewer.json)).toEqual(['ann@example.com', 'bob@example.com', 'cid@example.com']);
    for (const manager of [client, userClient(server!.url, cid.token)])
      expect(addresses((await download(manager)).json)).toContain('invitee@example.com');
  });

  it('refuses a restore file of 50 MB or more, and a malformed one imports nothing', async () => {
    const { client, ann } = await start();
    const before = (await client.get('/api/workspace/list')).json.data.workspaces.length;
    const huge = await announceBody(server!.url, '/api/workspace/restore', ann.token, 50 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).message).toBe(
      'This backup file is too large: a restore file must be smaller than 50 MB',
    );

    const notOurs = await client.post('/api/workspace/restore', { info: { name: 'A Postman collection' } });
    expect(notOurs.status).toBe(400);
    expect(notOurs.json.message).toContain('This is not a Courier workspace backup');
    const broken = await client.post('/api/workspace/restore', {
      format: 'courier-workspace-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      workspace: { name: 'Half', type: 'project', settings: {} },
      collections: [
        { id: 'c', name: 'Fine' },
        { id: 'd', name: '' },
      ],
      environments: [],
      members: [],
    });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe(
      'This backup file cannot be restored: collections.1.name: Collection name is required',
    );
    expect((await client.get('/api/workspace/list')).json.data.workspaces).toHaveLength(before);
    const text = await call(`${server!.url}/api/workspace/restore`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      body: '{"format": ',
    });
    expect(text.status).toBe(400);
  });

  it('marks a backup that cannot be written failed, and offers no download of it', async () => {
    const { client, id } = await start();
    // A settings value no backup can read stands for any failure while writing.
    await server!.db.updateTable('workspaces').set({ settings: 'not json' }).where('id', '=', id).execute();
    const backup = await completedBackup(client, id);
    expect(backup).toMatchObject({ status: 'failed', error: 'The backup could not be written' });
    const download = await client.get(`/api/workspace/${id}/backups/${backup.id}/download`);
    expect(download.status).toBe(409);
    expect(download.json.message).toBe('This backup is not completed');
  });

  it('takes one automatic backup a day of workspaces that want one and keeps the newest 7', async () => {
    const { client, id } = await start();
    // Only the workspace under test wants automatic backups: the personal one is turned off.
    const personal = (
      (await client.get('/api/workspace/list')).json.data.workspaces as Array<{ id: string; type: string }>
    ).find((workspace) => workspace.type === 'personal')!;
    await client.put(`/api/workspace/${personal.id}`, { settings: { autoBackup: false } });
    const content = createContentService(server!.db, server!.live);
    const service = createWorkspacesService(server!.db, server!.live, content, pino({ level: 'silent' }));
    const day = 24 * 60 * 60 * 1000;
    const first = Date.now();
    expect(await service.takeAutoBackups(new Date(first))).toBe(1);
    expect(await service.takeAutoBackups(new Date(first + day / 2))).toBe(0);
    for (let n = 1; n <= 8; n++) await service.takeAutoBackups(new Date(first + n * day));
    const backups = (await client.get(`/api/workspace/${id}/backups`)).json.data.backups;
    expect(backups).toHaveLength(AUTO_BACKUPS_KEPT);
    expect(backups.every((b: { kind: string; status: string }) => b.kind === 'auto' && b.status === 'completed')).toBe(
      true,
    );
    expect(backups[0].createdAt).toBe(new Date(first + 8 * day).toISOString());
  });
});
