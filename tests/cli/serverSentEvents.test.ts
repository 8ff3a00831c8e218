// `courier run` on an event stream: the runner reads it until the server ends it or the request
// timeout passes, and the test script sees its events as the web app's scripts do.
import { writeFile } from 'node:fs/promises';
import { startEventStreamServer, type EventStreamServer } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOf, courier, requestItem, useCliStack } from './harness.js';

const { ws } = useCliStack();
let upstream: EventStreamServer;

beforeAll(async () => {
  upstream = await startEventStreamServer();
});
afterAll(() => upstream.close());

const TESTS = [
  "pm.test('two events', () => pm.expect(pm.response.events.map((e) => e.event)).to.eql(['tick', 'message']));",
  "pm.test('json data', () => pm.expect(JSON.parse(pm.response.events[0].data).n).to.equal(1));",
];

async function runStream(name: string, extra: string[] = []) {
  const file = `${name}.postman_collection.json`;
  await writeFile(
    ws.path(file),
    JSON.stringify(collectionOf(name, [requestItem('stream', `${upstream.url}/${name}`, { test: TESTS })])),
  );
  return courier(['run', file, ...extra], ws.dir);
}

describe('courier run on an event stream', { timeout: 120_000 }, () => {
  it('reads the stream until the server ends it, and its scripts see the events', async () => {
    const run = runStream('ends');
    const stream = await upstream.nextStream();
    stream.send('event: tick\ndata: {"n":1}\n\n');
    stream.send('data: done\n\n');
    stream.end();
    const { exitCode, stdout } = await run;
    expect(stdout).toContain('two events');
    expect(exitCode).toBe(0);
  });

  it('ends a stream that never ends at the request timeout, keeping its events', async () => {
    const run = runStream('forever', ['--timeout-request', '1500']);
    const stream = await upstream.nextStream();
    stream.send('event: tick\ndata: {"n":1}\n\ndata: more\n\n');
    const { exitCode, stdout } = await run;
    expect(stdout).toContain('json data');
    expect(exitCode).toBe(0);
    await stream.closedByClient;
  });
});
