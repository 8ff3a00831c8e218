import { describe, expect, it } from 'vitest';
import { followEventStream } from './followEventStream.js';

const HEAD = { status: 200, statusText: 'OK', headers: [{ name: 'Content-Type', value: 'text/event-stream' }] };

describe('followEventStream', () => {
  it("fills the proxy's last answer with the text and the events read in the browser", () => {
    const heard: string[] = [];
    const stream = followEventStream({ received: (event) => heard.push(event.data) });
    stream.listener.opened?.(HEAD);
    stream.listener.read?.('data: one\n\nda');
    expect(heard).toEqual(['one']);
    stream.listener.read?.('ta: two\n\n');
    const response = stream.completed({
      ...HEAD,
      body: '',
      bodyEncoding: 'utf8',
      size: 22,
      duration: 5,
      eventStream: { events: [], endedBy: 'idle' },
    });
    expect(response.body).toBe('data: one\n\ndata: two\n\n');
    expect(response.eventStream).toMatchObject({ endedBy: 'idle', events: [{ data: 'one' }, { data: 'two' }] });
  });

  it('puts the response together from what arrived when Stop broke off the fetch', () => {
    const stream = followEventStream();
    stream.listener.opened?.(HEAD);
    stream.listener.read?.('data: é\n\n');
    expect(stream.interrupted('stopped')).toMatchObject({
      status: 200,
      body: 'data: é\n\n',
      size: 10,
      eventStream: { endedBy: 'stopped', events: [{ event: 'message', data: 'é' }] },
    });
  });

  it('leaves an answer that was no stream as it is, and a failure before any head a failure', () => {
    const stream = followEventStream();
    const plain = { ...HEAD, body: 'hi', bodyEncoding: 'utf8' as const, size: 2, duration: 1 };
    expect(stream.completed(plain)).toBe(plain);
    expect(stream.interrupted('stopped')).toBeUndefined();
  });
});
