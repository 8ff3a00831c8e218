// Regression: with its SQLite file on a full volume the server answered every write, sign-in
// included, with a bare 500 INTERNAL while /api/health said the database was ok, and the log said
// "cannot rollback" dozens of times for every line naming the cause. Here the volume is a real 2 MB
// tmpfs, filled and then freed.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApi, STRONG_PASSWORD } from '../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { userClient } from '../../test/userClient.js';

const isRoot = process.getuid?.() === 0;

/** Appends to a filler file until the volume refuses more. */
function fillVolume(filler: string): void {
  const chunk = Buffer.alloc(16 * 1024, 1);
  for (;;) {
    try {
      appendFileSync(filler, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return;
      throw error;
    }
  }
}

describe.skipIf(!isRoot)('SQLite on a full volume (mounting a tmpfs needs root)', () => {
  const volume = mkdtempSync(join(tmpdir(), 'courier-full-'));
  const filler = join(volume, 'filler');
  const logLines: string[] = [];
  let server: TestServer;

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', volume]);
    server = await startTestServer({
      sameDatabaseAs: { databaseTarget: { dialect: 'sqlite', filename: join(volume, 'courier.db') } },
      logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
    });
  });
  afterAll(async () => {
    await server?.close();
    execFileSync('umount', [volume]);
    rmSync(volume, { recursive: true, force: true });
  });

  it('answers writes with 507 and a sentence, reports it in health and the log once, and recovers when space is freed', async () => {
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const client = userClient(server.url, ann.token);
    const created: string[] = [];
    const createTeam = async (name: string) => {
      const response = await client.post('/api/teams', { name, description: 'x'.repeat(900) });
      if (response.status === 201) created.push(name);
      return response;
    };
    expect((await createTeam('Before')).status).toBe(201);

    fillVolume(filler);
    // SQLite writes into room its files already hold until that is used up: write until it runs out.
    let refused: Awaited<ReturnType<typeof createTeam>> | undefined;
    for (let attempt = 0; attempt < 500 && !refused; attempt++) {
      const response = await createTeam(`Team ${attempt}`);
      if (response.status !== 201) refused = response;
    }
    expect(refused?.status).toBe(507);
    expect(refused?.json).toEqual({
      success: false,
      code: 'DATABASE_FULL',
      message: "The server's database is out of disk space, so changes cannot be saved; reading still works",
    });
    const login = await api.login('ann', STRONG_PASSWORD);
    expect([login.status, login.json.code]).toEqual([507, 'DATABASE_FULL']);

    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.json.data).toMatchObject({ status: 'degraded', database: 'writes failing' });
    const teams = await client.get(`/api/teams/users/${ann.id}`);
    expect(teams.status).toBe(200);
    expect(teams.json.data.teams.map((team: { name: string }) => team.name)).toContain('Before');

    const faultLines = logLines.filter((line) => /disk is full|cannot rollback/.test(line));
    expect(faultLines).toHaveLength(1);
    expect(faultLines[0]).toContain('database or disk is full');

    rmSync(filler);
    expect((await createTeam('After')).status).toBe(201);
    expect((await client.get('/api/health')).json.data.database).toBe('ok');
    const names = (await client.get(`/api/teams/users/${ann.id}`)).json.data.teams.map(
      (team: { name: string }) => team.name,
    );
    expect(names.sort()).toEqual(created.sort());
    expect(logLines.filter((line) => line.includes('database stores changes again'))).toHaveLength(1);
  });
});
