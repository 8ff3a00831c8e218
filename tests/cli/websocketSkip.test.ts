// A collection saved from the web app can hold WebSocket requests beside HTTP ones. `courier run`
// sends HTTP requests: it runs the collection, says once how many WebSocket requests it skipped, and
// its reports hold only what was sent. `courier convert --to postman` leaves them out and says so.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { courier, useCliStack } from './harness.js';

const { server, ws } = useCliStack();

const socket = (id: string, name: string) => ({
  type: 'websocket',
  id,
  name,
  url: 'ws://127.0.0.1:1/feed',
  messages: [{ id: `${id}-m`, name: 'Hello', type: 'text', body: 'hi' }],
});

/** A native (version 3) file: one HTTP request with a test, and two WebSocket requests, one in a folder. */
function nativeFile(baseUrl: string) {
  return {
    info: { format: 'courier', version: 3 },
    collections: [
      {
        id: 'c1',
        name: 'Chat',
        items: [
          {
            type: 'request',
            id: 'r1',
            name: 'Health',
            url: `${baseUrl}/ok`,
            postRequestScript: 'pm.test("is up", () => pm.response.to.have.status(200));',
          },
          socket('w1', 'Room feed'),
          { type: 'folder', id: 'f1', name: 'Live', items: [socket('w2', 'Price feed')] },
        ],
      },
    ],
  };
}

describe('WebSocket requests in a collection', () => {
  it('are skipped by courier run, said once, and kept out of the JSON and JUnit reports', async () => {
    const file = await ws.write('chat.courier.json', nativeFile(server.url));
    const json = ws.path('chat-report.json');
    const junit = ws.path('chat-report.xml');
    const result = await courier(
      ['run', file, '-r', 'cli,json,junit', '--reporter-json-export', json, '--reporter-junit-export', junit],
      ws.dir,
    );
    expect(result.exitCode).toBe(0);
    const notice = '2 WebSocket requests skipped: courier run sends HTTP requests';
    expect(result.stderr.split(notice)).toHaveLength(2);
    expect(result.stdout).toContain('Health');
    expect(result.stdout).not.toContain('Room feed');

    const report = JSON.parse(await readFile(json, 'utf8'));
    expect(report.run.stats.requests).toMatchObject({ total: 1, failed: 0 });
    expect(report.run.executions.map((execution: { item: { name: string } }) => execution.item.name)).toEqual([
      'Health',
    ]);
    const xml = await readFile(junit, 'utf8');
    expect(xml).toContain('Health');
    expect(xml).not.toMatch(/Room feed|Price feed|WebSocket/);
  });

  it('says nothing when there are none', async () => {
    const plain = nativeFile(server.url);
    plain.collections[0]!.items = plain.collections[0]!.items.slice(0, 1);
    const result = await courier(['run', await ws.write('plain.courier.json', plain)], ws.dir);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).not.toContain('WebSocket');
  });

  it('are left out of a Postman v2.1 file by courier convert, which says how many', async () => {
    const file = await ws.write('convert.courier.json', nativeFile(server.url));
    const result = await courier(['convert', file, '--to', 'postman'], ws.dir);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('warning: 2 WebSocket requests left out: Postman Collection v2.1 cannot hold them');
    const postman = JSON.parse(result.stdout);
    expect(JSON.stringify(postman)).not.toMatch(/Room feed|Price feed/);
    expect(postman.item.map((item: { name: string }) => item.name)).toEqual(['Health', 'Live']);
  });
});
