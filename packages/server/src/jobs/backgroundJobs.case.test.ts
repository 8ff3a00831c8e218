// Background jobs on SQLite and PostgreSQL: however many instances tick at once, each job runs once
// per period (a database lease); unanswered invitations past their time are marked expired, live.
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { TEST_DIALECTS } from '../../test/testDatabases.js';
import { accountsApi } from '../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { userClient } from '../../test/userClient.js';
import { invitationExpiryJob } from '../areas/teams/invitationExpiryJob.js';
import { autoBackupJob } from '../areas/workspaces/autoBackupJob.js';
import { eventRetentionJob } from '../live/eventRetentionJob.js';
import { openLiveStream, type LiveStream } from '../live/liveStream.js';
import { startBackgroundJobs, type BackgroundJobs } from './backgroundJobs.js';

const silent = pino({ level: 'silent' });
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('background jobs on %s', (dialect) => {
  const servers: TestServer[] = [];
  const runners: BackgroundJobs[] = [];
  const streams: LiveStream[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) runner.stop();
    for (const stream of streams.splice(0)) stream.close();
    for (const server of servers.splice(0).reverse()) await server.close();
  });

  /** Two instances on one database (SQLite allows one process, so there both share its connection). */
  async function twoInstances() {
    const a = await startTestServer({ dialect });
    servers.push(a);
    const b = dialect === 'postgres' ? await startTestServer({ sameDatabaseAs: a }) : a;
    if (b !== a) servers.push(b);
    const runner = (server: TestServer) => {
      const areasJobs = [
        autoBackupJob(server.db, server.live, silent),
        invitationExpiryJob(server.db, server.live),
        eventRetentionJob(server.db),
      ];
      const jobs = startBackgroundJobs(server.db, areasJobs, silent, { tickMs: 3_600_000 });
      runners.push(jobs);
      return jobs;
    };
    return { a, b, onA: runner(a), onB: runner(b) };
  }

  it('runs each job on one instance per period, however many tick at once', async () => {
    const { a, onA, onB } = await twoInstances();
    const ann = await accountsApi(a).register('ann');
    await userClient(a.url, ann.token).get('/api/workspace/current');
    const now = new Date();
    const [first, second] = await Promise.all([onA.tick(now), onB.tick(now)]);
    expect([...first, ...second].sort()).toEqual([
      'live-event-retention',
      'team-invitation-expiry',
      'workspace-auto-backups',
    ]);
    const backups = await a.db.selectFrom('ws_backups').select('kind').execute();
    expect(backups).toEqual([{ kind: 'auto' }]);

    // Within the period nobody runs them again; after it, one instance does.
    expect([
      ...(await onA.tick(new Date(now.getTime() + 60_000))),
      ...(await onB.tick(new Date(now.getTime() + 60_000))),
    ]).toEqual([]);
    const later = new Date(now.getTime() + DAY_MS);
    const [third, fourth] = await Promise.all([onB.tick(later), onA.tick(later)]);
    expect([...third, ...fourth].sort()).toEqual([
      'live-event-retention',
      'team-invitation-expiry',
      'workspace-auto-backups',
    ]);
    expect(await a.db.selectFrom('ws_backups').select('kind').execute()).toHaveLength(2);
  });

  it('marks an unanswered invitation expired and tells the invitee live', async () => {
    const { a, onA } = await twoInstances();
    const api = accountsApi(a);
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const annClient = userClient(a.url, ann.token);
    const teamId = (await annClient.post('/api/teams', { name: 'Platform' })).json.data.team.id;
    const invitation = (await annClient.post(`/api/teams/${teamId}/invitations`, { email: 'bob@example.com' })).json
      .data.invitation;
    const stream = await openLiveStream(a.url, bob.token, [`user:${bob.id}:1`]);
    streams.push(stream);
    await stream.waitFor((m) => m.event === 'ready');

    await onA.tick(new Date(Date.now() + 8 * DAY_MS));
    const expired = await stream.waitFor((m) => (m.data as { type?: string })?.type === 'invitation_expired');
    expect(expired.data).toMatchObject({ data: { invitation: { id: invitation.id, status: 'expired' } } });
    const answer = await userClient(a.url, bob.token).post(`/api/teams/invitations/${invitation.id}/respond`, {
      response: 'accepted',
    });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('This invitation has expired');
  });
});
