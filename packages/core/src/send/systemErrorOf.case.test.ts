import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SendError } from './errors.js';
import { systemErrorOf } from './systemErrorOf.js';

/** The error Node gives when nothing listens on the port: a real one, not a made-up object. */
async function refusedConnection(): Promise<Error> {
  const port = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
  return new Promise((done) => connect(port, '127.0.0.1').once('error', done));
}

describe('systemErrorOf', () => {
  it('finds the refused connection under the send error and the HTTP client’s wrapper', async () => {
    const refused = await refusedConnection();
    const wrapped = new SendError('CONNECTION_REFUSED', 'Connection refused', {
      cause: new TypeError('fetch failed', { cause: new AggregateError([refused], 'all addresses failed') }),
    });
    const found = systemErrorOf(wrapped);
    expect(found).toMatchObject({ code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1' });
    expect(found?.message).toBe(refused.message);
    expect(found?.port).toBeGreaterThan(0);
    expect(typeof found?.errno).toBe('number');
  });

  it('finds nothing in an error no system call raised', () => {
    expect(systemErrorOf(new SendError('TIMEOUT', 'Request timed out after 5 ms'))).toBeUndefined();
    expect(systemErrorOf('text')).toBeUndefined();
  });
});
