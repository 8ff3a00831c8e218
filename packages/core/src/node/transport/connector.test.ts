import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUndiciTransport } from './createUndiciTransport.js';
import { startServer } from './fixtures/localServer.js';
import { useLocalApi } from './fixtures/useLocalApi.js';

const local = useLocalApi();

describe('undici transport: timings', () => {
  it('reports timing phases that are non-negative, charging a connection’s setup to the one request that opened it', async () => {
    const server = await startServer({});
    let connections = 0;
    server.server.on('connection', () => connections++);
    const fresh = createUndiciTransport();
    const responses = [];
    for (let index = 0; index < 4; index++)
      responses.push(await fresh.send({ method: 'GET', url: `${server.url}/`, headers: [] }));
    for (const { timings, duration } of responses) {
      for (const value of Object.values(timings ?? {})) expect(value).toBeGreaterThanOrEqual(0);
      expect(timings!.total).toBeGreaterThanOrEqual(timings!.firstByte + timings!.download);
      expect(duration).toBe(timings!.total);
    }
    expect(responses.filter((response) => response.timings!.connect > 0)).toHaveLength(connections);
    expect(connections).toBeLessThan(4);
    await fresh.close();
    server.server.close();
  });
});

describe('undici transport: where it may connect', () => {
  it('fails with CONNECTION_REFUSED and a readable message when nothing listens', async () => {
    const closed = await startServer({});
    const port = (closed.server.address() as AddressInfo).port;
    closed.server.close();
    await once(closed.server, 'close');
    await expect(
      local.transport.send({ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: [] }),
    ).rejects.toMatchObject({
      code: 'CONNECTION_REFUSED',
      message: `Connection refused by 127.0.0.1:${port}`,
    });
  });

  it('gives up connecting after connectTimeoutMs with TIMEOUT', async () => {
    const stuck = createUndiciTransport({ connectTimeoutMs: 200, lookup: (() => undefined) as never });
    await expect(stuck.send({ method: 'GET', url: 'http://stuck.courier.test/', headers: [] })).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Connection to stuck.courier.test:80 timed out after 200 ms',
    });
    await stuck.close();
  });

  it('uses an injected lookup: its results are connected to, its failures are DNS_FAILED', async () => {
    const port = new URL(local.api.url).port;
    const resolving = createUndiciTransport({
      lookup: ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        if (hostname !== 'api.courier.test')
          return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
        return options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
      }) as never,
    });
    expect(
      (await resolving.send({ method: 'GET', url: `http://api.courier.test:${port}/big`, headers: [] })).status,
    ).toBe(200);
    await expect(
      resolving.send({ method: 'GET', url: `http://nowhere.courier.test:${port}/`, headers: [] }),
    ).rejects.toMatchObject({
      code: 'DNS_FAILED',
      message: 'Could not resolve host nowhere.courier.test (ENOTFOUND)',
    });
    await resolving.close();
  });

  it('asks checkAddress for every address connected to, on every redirect hop, and refuses blocked ones', async () => {
    const checked: string[] = [];
    const guarded = createUndiciTransport({
      checkAddress: (address) => {
        checked.push(address);
        if (address === '127.0.0.1') throw new Error('private address');
      },
      lookup: ((_: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
        options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)) as never,
    });
    const port = new URL(local.api.url).port;
    await expect(
      guarded.send({ method: 'GET', url: `http://public.courier.test:${port}/`, headers: [] }),
    ).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
      message: 'Requests to 127.0.0.1 are not allowed: private address',
    });
    await expect(guarded.send({ method: 'GET', url: `${local.api.url}/`, headers: [] })).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    expect(checked).toEqual(['127.0.0.1', '127.0.0.1']);
    await guarded.close();

    // A public-looking first hop redirecting to a blocked address is refused at the second connection.
    const hops: string[] = [];
    const other = await startServer({});
    const onlyFirst = createUndiciTransport({
      checkAddress: (address) => {
        hops.push(address);
        if (hops.length > 1) throw new Error('private address');
      },
    });
    const to = `http://localhost:${new URL(other.url).port}/`;
    await expect(
      onlyFirst.send({
        method: 'GET',
        url: `${local.api.url}/redirect?status=302&to=${encodeURIComponent(to)}`,
        headers: [],
      }),
    ).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    expect(hops.length).toBeGreaterThanOrEqual(2);
    other.server.close();
    await onlyFirst.close();
  });

  it('refuses protocols other than http and https, also when a redirect asks for them', async () => {
    await expect(local.transport.send({ method: 'GET', url: 'ftp://127.0.0.1/x', headers: [] })).rejects.toMatchObject({
      code: 'PROTOCOL_NOT_ALLOWED',
      message: 'Protocol ftp: is not allowed (use http: or https:)',
    });
    await expect(
      local.transport.send({
        method: 'GET',
        url: `${local.api.url}/redirect?status=302&to=${encodeURIComponent('file:///etc/passwd')}`,
        headers: [],
      }),
    ).rejects.toMatchObject({
      code: 'PROTOCOL_NOT_ALLOWED',
    });
  });
});
