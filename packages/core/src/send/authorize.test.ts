import { createHash, createHmac } from 'node:crypto';
import Hawk from '@hapi/hawk';
import OAuth from 'oauth-1.0a';
import { describe, expect, it } from 'vitest';
import type { Auth } from '../model/auth.js';
import type { HttpResponse } from '../model/response.js';
import { sendWithAuth } from './authorize.js';
import { SendError } from './errors.js';
import type { Transport, TransportRequest } from './transport.js';

/** Records what would go on the wire and answers with the given function. */
function recordingTransport(answer: (request: TransportRequest) => Partial<HttpResponse> = () => ({})) {
  const sent: TransportRequest[] = [];
  const transport: Transport = {
    async send(request) {
      sent.push(request);
      return {
        status: 200,
        statusText: 'OK',
        headers: [],
        body: '',
        bodyEncoding: 'utf8',
        size: 0,
        duration: 0,
        ...answer(request),
      };
    },
  };
  return { transport, sent };
}

const base: TransportRequest = {
  method: 'GET',
  url: 'http://api.test:8080/items?a=1',
  headers: [{ name: 'authorization', value: 'stale' }],
};
const header = (request: TransportRequest | undefined, name: string) =>
  request?.headers.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);

describe('sendWithAuth: header and query schemes', () => {
  it('replaces any Authorization header with bearer, basic and oauth2 credentials', async () => {
    const cases: Array<[Auth, string]> = [
      [{ type: 'bearer', token: 'tok' }, 'Bearer tok'],
      [{ type: 'basic', username: 'zoë', password: 'p:w' }, `Basic ${Buffer.from('zoë:p:w').toString('base64')}`],
      [{ type: 'oauth2', accessToken: 'at', tokenType: 'Bearer' }, 'Bearer at'],
      [{ type: 'oauth2', tokenType: 'Bearer', params: { accessToken: 'pm', headerPrefix: 'Token' } }, 'Token pm'],
    ];
    for (const [auth, expected] of cases) {
      const { transport, sent } = recordingTransport();
      await sendWithAuth(transport, base, auth);
      expect(header(sent[0], 'authorization')).toEqual([expected]);
    }
  });

  it('sends nothing for none, inherit, an empty bearer token or a missing oauth2 token', async () => {
    const auths: Auth[] = [
      { type: 'none' },
      { type: 'inherit' },
      { type: 'bearer', token: ' ' },
      { type: 'oauth2', tokenType: 'Bearer' },
    ];
    for (const auth of auths) {
      const { transport, sent } = recordingTransport();
      await sendWithAuth(transport, base, auth);
      expect(sent[0]).toEqual(base);
    }
  });

  it('puts an API key in a header or the query string', async () => {
    const inHeader = recordingTransport();
    await sendWithAuth(inHeader.transport, base, { type: 'apikey', key: 'X-Key', value: 'k1', in: 'header' });
    expect(header(inHeader.sent[0], 'x-key')).toEqual(['k1']);
    const inQuery = recordingTransport();
    await sendWithAuth(
      inQuery.transport,
      { ...base, url: 'http://h/p?a=1#frag' },
      { type: 'apikey', key: 'api key', value: 'a&b', in: 'query' },
    );
    expect(inQuery.sent[0]?.url).toBe('http://h/p?a=1&api%20key=a%26b#frag');
    const oauth2Query = recordingTransport();
    await sendWithAuth(
      oauth2Query.transport,
      { ...base, url: 'http://h/p' },
      { type: 'oauth2', tokenType: 'Bearer', params: { accessToken: 't', addTokenTo: 'queryParams' } },
    );
    expect(oauth2Query.sent[0]?.url).toBe('http://h/p?access_token=t');
  });

  it('refuses auth types it cannot sign with a typed error', async () => {
    const { transport } = recordingTransport();
    await expect(sendWithAuth(transport, base, { type: 'ntlm', params: {} })).rejects.toThrow(
      new SendError('AUTH_UNSUPPORTED', 'NTLM authentication is not supported yet'),
    );
    await expect(sendWithAuth(transport, base, { type: 'awsv4', params: {} })).rejects.toMatchObject({
      code: 'AUTH_UNSUPPORTED',
    });
  });
});

/** A digest server per RFC 7616, written with node:crypto independently of the client code. */
function digestServer(algorithm: 'MD5' | 'SHA-256', qop: boolean) {
  const nodeHash = (text: string) =>
    createHash(algorithm === 'MD5' ? 'md5' : 'sha256')
      .update(text)
      .digest('hex');
  const nonce = 'n0nce';
  return recordingTransport((request) => {
    const value = header(request, 'authorization')?.[0] ?? '';
    const fields = Object.fromEntries(
      [...value.matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]+))/g)].map((m) => [m[1], m[2] ?? m[3]]),
    );
    if (value.startsWith('Digest ') && fields.nonce === nonce) {
      const ha1 = nodeHash(`${fields.username}:Users:secret`);
      const ha2 = nodeHash(`${request.method}:${fields.uri}`);
      const expected = qop
        ? nodeHash(`${ha1}:${nonce}:${fields.nc}:${fields.cnonce}:auth:${ha2}`)
        : nodeHash(`${ha1}:${nonce}:${ha2}`);
      if (fields.response === expected && fields.uri === '/items?a=1') return { status: 200 };
    }
    const challenge = `Digest realm="Users", nonce="${nonce}", algorithm=${algorithm}${qop ? ', qop="auth,auth-int"' : ''}, opaque="op"`;
    return { status: 401, headers: [{ name: 'WWW-Authenticate', value: challenge }] };
  });
}

describe('sendWithAuth: digest', () => {
  for (const algorithm of ['MD5', 'SHA-256'] as const) {
    for (const qop of [true, false]) {
      it(`answers a ${algorithm} challenge ${qop ? 'with' : 'without'} qop by one retry`, async () => {
        const { transport, sent } = digestServer(algorithm, qop);
        const response = await sendWithAuth(transport, base, {
          type: 'digest',
          params: { username: 'ada', password: 'secret' },
        });
        expect(response.status).toBe(200);
        expect(sent).toHaveLength(2);
      });
    }
  }

  it('retries once with the fresh challenge when the stored nonce is stale, and returns a wrong password’s 401', async () => {
    const stale = digestServer('MD5', true);
    const params = { username: 'ada', password: 'secret', realm: 'Users', nonce: 'old', algorithm: 'MD5' };
    expect((await sendWithAuth(stale.transport, base, { type: 'digest', params })).status).toBe(200);
    expect(header(stale.sent[0], 'authorization')?.[0]).toContain('nonce="old"');

    const wrong = digestServer('MD5', true);
    const response = await sendWithAuth(wrong.transport, base, {
      type: 'digest',
      params: { username: 'ada', password: 'nope' },
    });
    expect(response.status).toBe(401);
    expect(wrong.sent).toHaveLength(2);
  });
});

describe('sendWithAuth: signatures verified by the reference libraries', () => {
  it('signs OAuth 1.0 HMAC-SHA1 as oauth-1.0a with node:crypto recomputes it', async () => {
    const { transport, sent } = recordingTransport();
    const params = {
      consumerKey: 'ck',
      consumerSecret: 'cs',
      token: 'tk',
      tokenSecret: 'ts',
      signatureMethod: 'HMAC-SHA1',
      timestamp: '1700000000',
      nonce: 'abc',
      realm: 'R',
    };
    const request: TransportRequest = {
      method: 'POST',
      url: 'http://api.test/p?q=1',
      headers: [],
      body: { type: 'urlencoded', fields: [{ key: 'f', value: 'v w' }] },
    };
    await sendWithAuth(transport, request, { type: 'oauth1', params });

    const verifier = new OAuth({
      consumer: { key: 'ck', secret: 'cs' },
      signature_method: 'HMAC-SHA1',
      realm: 'R',
      hash_function: (text, key) => createHmac('sha1', key).update(text).digest('base64'),
    });
    verifier.getNonce = () => 'abc';
    verifier.getTimeStamp = () => 1700000000;
    const expected = verifier.toHeader(
      verifier.authorize({ url: request.url, method: 'POST', data: { f: 'v w' } }, { key: 'tk', secret: 'ts' }),
    );
    expect(header(sent[0], 'authorization')).toEqual([expected.Authorization]);
  });

  it('adds oauth_body_hash (SHA-1 of the raw body) to the signed parameters with includeBodyHash', async () => {
    const { transport, sent } = recordingTransport();
    const params = {
      consumerKey: 'ck',
      consumerSecret: 'cs',
      timestamp: '1700000000',
      nonce: 'abc',
      includeBodyHash: true,
    };
    const request: TransportRequest = {
      method: 'PUT',
      url: 'http://api.test/p',
      headers: [],
      body: { type: 'text', text: '{"a":1}' },
    };
    await sendWithAuth(transport, request, { type: 'oauth1', params });
    const bodyHash = createHash('sha1').update('{"a":1}').digest('base64');
    const verifier = new OAuth({
      consumer: { key: 'ck', secret: 'cs' },
      signature_method: 'HMAC-SHA1',
      hash_function: (text, key) => createHmac('sha1', key).update(text).digest('base64'),
      body_hash_function: () => bodyHash,
    });
    verifier.getNonce = () => 'abc';
    verifier.getTimeStamp = () => 1700000000;
    const expected = verifier.toHeader(
      verifier.authorize({ url: request.url, method: 'PUT', data: '{"a":1}', includeBodyHash: true }),
    );
    expect(header(sent[0], 'authorization')).toEqual([expected.Authorization]);
    expect(expected.Authorization).toContain(`oauth_body_hash="${encodeURIComponent(bodyHash)}"`);
  });

  it('puts OAuth 1.0 parameters in the query string when addParamsToHeader is off', async () => {
    const { transport, sent } = recordingTransport();
    await sendWithAuth(
      transport,
      { method: 'GET', url: 'http://api.test/p', headers: [] },
      { type: 'oauth1', params: { consumerKey: 'ck', consumerSecret: 'cs', addParamsToHeader: false } },
    );
    const url = new URL(sent[0]?.url ?? '');
    expect(url.searchParams.get('oauth_consumer_key')).toBe('ck');
    expect(url.searchParams.get('oauth_signature')).toMatch(/=$/);
    expect(url.searchParams.has('oauth_token')).toBe(false);
  });

  it('signs Hawk so that @hapi/hawk’s server accepts it, payload hash included', async () => {
    const { transport, sent } = recordingTransport();
    const credentials = {
      id: 'dh37fgj492je',
      key: 'werxhqb98rpaxn39848xrunpaw3489ruxnpa98w4rxn',
      algorithm: 'sha256' as const,
    };
    const request: TransportRequest = {
      method: 'POST',
      url: 'http://api.test:8080/resource?x=1',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      body: { type: 'text', text: '{"a":1}' },
    };
    await sendWithAuth(transport, request, {
      type: 'hawk',
      params: {
        authId: credentials.id,
        authKey: credentials.key,
        algorithm: 'sha256',
        extraData: 'x',
        includePayloadHash: true,
      },
    });
    const authorization = header(sent[0], 'authorization')?.[0] ?? '';
    const incoming = {
      method: 'POST',
      url: '/resource?x=1',
      headers: { host: 'api.test:8080', authorization, 'content-type': 'application/json' },
    };
    const { artifacts } = await Hawk.server.authenticate(incoming as never, () => ({ ...credentials, user: 'u' }), {
      payload: '{"a":1}',
    });
    expect(artifacts.ext).toBe('x');
  });

  it('reports missing Hawk credentials as an auth error', async () => {
    const { transport } = recordingTransport();
    await expect(sendWithAuth(transport, base, { type: 'hawk', params: {} })).rejects.toMatchObject({
      code: 'AUTH_FAILED',
      message: 'Hawk authentication failed: Invalid credentials',
    });
  });
});
