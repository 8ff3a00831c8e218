import { MessageType, parseMessage } from 'graphql-ws/client';
import { describe, expect, it } from 'vitest';
import { HttpRequestSchema } from '../model/request.js';
import { resolveRequest } from '../variables/resolveRequest.js';
import { operationKindOf } from './operationKind.js';
import { GraphQLSubscriptionError } from './subscriptionError.js';
import { subscriptionProtocol } from './subscriptionProtocol.js';
import { connectionParamsOf, subscriptionStartOf } from './subscriptionStart.js';
import { subscriptionUrlOf } from './subscriptionUrl.js';

describe('operation kind', () => {
  it('reads the kind the graphql parser sees, comments and fragments included', () => {
    expect(operationKindOf('subscription OnCount { count }')).toBe('subscription');
    expect(operationKindOf('# subscription in a comment\n{ me { id } }')).toBe('query');
    expect(operationKindOf('mutation M { rename(id: 1) { id } }')).toBe('mutation');
    expect(operationKindOf('fragment F on User { id }\nsubscription S { userChanged { ...F } }')).toBe('subscription');
  });

  it('picks the named operation among several, and none when it cannot tell', () => {
    const document = 'query Q { me { id } }\nsubscription S { count }';
    expect(operationKindOf(document, 'S')).toBe('subscription');
    expect(operationKindOf(document, 'Q')).toBe('query');
    expect(operationKindOf(document)).toBeUndefined();
    expect(operationKindOf(document, 'Missing')).toBeUndefined();
  });

  it('is undefined while the text does not parse', () => {
    expect(operationKindOf('subscription {')).toBeUndefined();
    expect(operationKindOf('')).toBeUndefined();
  });
});

describe('subscription URL', () => {
  it('turns the request URL into ws/wss, keeping path and query', () => {
    expect(subscriptionUrlOf('http://api.test:4000/graphql?x=1')).toBe('ws://api.test:4000/graphql?x=1');
    expect(subscriptionUrlOf('https://api.test/graphql')).toBe('wss://api.test/graphql');
    expect(subscriptionUrlOf('wss://api.test/graphql')).toBe('wss://api.test/graphql');
  });

  it('prefers the subscription URL field when filled', () => {
    expect(subscriptionUrlOf('https://api.test/graphql', ' https://live.api.test/subscriptions ')).toBe(
      'wss://live.api.test/subscriptions',
    );
  });

  it('refuses what cannot be a WebSocket address with a typed error', () => {
    expect(() => subscriptionUrlOf('not a url')).toThrow(GraphQLSubscriptionError);
    expect(() => subscriptionUrlOf('ftp://api.test/')).toThrow(/http:\/\/, https:\/\/, ws:\/\/ or wss:\/\//);
  });
});

describe('connection params', () => {
  it('is none when blank and an object otherwise', () => {
    expect(connectionParamsOf('  ')).toBeUndefined();
    expect(connectionParamsOf('{"token":"abc"}')).toEqual({ token: 'abc' });
  });

  it('refuses text that is not a JSON object, with a stable code', () => {
    for (const text of ['{oops', '[1]', '"token"', 'null']) {
      expect(() => connectionParamsOf(text)).toThrow(
        expect.objectContaining({ code: 'SUBSCRIPTION_PARAMS_INVALID' }) as Error,
      );
    }
  });
});

describe('graphql-transport-ws', () => {
  const protocol = subscriptionProtocol('graphql-transport-ws');

  it('writes frames the graphql-ws library accepts', () => {
    expect(parseMessage(protocol.init({ token: 't' }))).toEqual({
      type: MessageType.ConnectionInit,
      payload: { token: 't' },
    });
    expect(parseMessage(protocol.init(undefined))).toEqual({ type: MessageType.ConnectionInit });
    expect(parseMessage(protocol.subscribe('1', { query: 'subscription { count }' }))).toEqual({
      type: MessageType.Subscribe,
      id: '1',
      payload: { query: 'subscription { count }' },
    });
    expect(protocol.stop('1').map((frame) => parseMessage(frame))).toEqual([{ type: MessageType.Complete, id: '1' }]);
  });

  it('reads ack, next, error, complete and answers a ping with a pong', () => {
    expect(protocol.read('{"type":"connection_ack"}')).toEqual({ kind: 'acknowledged' });
    expect(protocol.read('{"type":"next","id":"1","payload":{"data":{"count":1}}}')).toEqual({
      kind: 'result',
      result: { data: { count: 1 } },
    });
    expect(protocol.read('{"type":"error","id":"1","payload":[{"message":"no"}]}')).toEqual({
      kind: 'failed',
      errors: [{ message: 'no' }],
    });
    expect(protocol.read('{"type":"complete","id":"1"}')).toEqual({ kind: 'completed' });
    expect(protocol.read('{"type":"ping"}')).toEqual({ kind: 'reply', frame: '{"type":"pong"}' });
    expect(protocol.read('{"type":"pong"}')).toEqual({ kind: 'quiet' });
  });

  it('refuses a frame outside the protocol with a typed error', () => {
    expect(() => protocol.read('{"type":"data","id":"1"}')).toThrow(
      expect.objectContaining({ code: 'SUBSCRIPTION_MESSAGE_INVALID' }) as Error,
    );
    expect(() => protocol.read('nope')).toThrow(GraphQLSubscriptionError);
  });
});

describe('legacy graphql-ws (subscriptions-transport-ws)', () => {
  const protocol = subscriptionProtocol('graphql-ws');

  it('writes connection_init, start, then stop and connection_terminate on Stop', () => {
    expect(JSON.parse(protocol.init({ token: 't' }))).toEqual({ type: 'connection_init', payload: { token: 't' } });
    expect(JSON.parse(protocol.subscribe('1', { query: 'subscription { count }' }))).toEqual({
      type: 'start',
      id: '1',
      payload: { query: 'subscription { count }' },
    });
    expect(protocol.stop('1').map((frame) => JSON.parse(frame) as unknown)).toEqual([
      { type: 'stop', id: '1' },
      { type: 'connection_terminate' },
    ]);
  });

  it('reads ack, data, error, complete, keep-alive and a refused connection', () => {
    expect(protocol.read('{"type":"connection_ack"}')).toEqual({ kind: 'acknowledged' });
    expect(protocol.read('{"type":"data","id":"1","payload":{"data":{"count":2}}}')).toEqual({
      kind: 'result',
      result: { data: { count: 2 } },
    });
    expect(protocol.read('{"type":"error","id":"1","payload":{"message":"bad"}}')).toEqual({
      kind: 'failed',
      errors: { message: 'bad' },
    });
    expect(protocol.read('{"type":"complete","id":"1"}')).toEqual({ kind: 'completed' });
    expect(protocol.read('{"type":"ka"}')).toEqual({ kind: 'quiet' });
    expect(protocol.read('{"type":"connection_error","payload":{"message":"denied"}}')).toEqual({
      kind: 'refused',
      payload: { message: 'denied' },
    });
  });

  it('refuses an unknown type', () => {
    expect(() => protocol.read('{"type":"next"}')).toThrow(/does not have/);
  });
});

describe('subscription start', () => {
  const request = (body: Record<string, unknown>, url = 'http://api.test/graphql') =>
    HttpRequestSchema.parse({
      method: 'POST',
      url,
      headers: [
        { key: 'Authorization', value: 'Bearer {{token}}', enabled: true },
        { key: 'X-Off', value: 'no', enabled: false },
      ],
      body: { mode: 'graphql', ...body },
    });

  it('defaults to graphql-transport-ws on the request URL, with enabled headers and the variables', () => {
    const start = subscriptionStartOf(
      request({ query: 'subscription { count }', variables: '{"from":1}', operationType: 'subscription' }),
    );
    expect(start.protocol.name).toBe('graphql-transport-ws');
    expect(start.url).toBe('ws://api.test/graphql');
    expect(start.headers).toEqual({ Authorization: 'Bearer {{token}}' });
    expect(start.connectionParams).toBeUndefined();
    expect(start.payload).toEqual({ query: 'subscription { count }', variables: { from: 1 } });
  });

  it('uses the chosen protocol, subscription URL and params, with {{variables}} resolved like any send', () => {
    const resolved = resolveRequest(
      request({
        query: 'subscription { count }',
        variables: '{oops',
        subscription: { url: '{{live}}/subs', protocol: 'graphql-ws', connectionParams: '{"token":"{{token}}"}' },
      }),
      (name) => ({ live: 'https://live.test', token: 'secret' })[name],
    );
    const start = subscriptionStartOf(resolved);
    expect(start.protocol.name).toBe('graphql-ws');
    expect(start.url).toBe('wss://live.test/subs');
    expect(start.headers).toEqual({ Authorization: 'Bearer secret' });
    expect(start.connectionParams).toEqual({ token: 'secret' });
    // Invalid variables are ignored, as on any GraphQL send.
    expect(start.payload).toEqual({ query: 'subscription { count }' });
  });
});
