import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Hawk from '@hapi/hawk';
import aws4 from 'aws4';
import OAuth from 'oauth-1.0a';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../../model/auth.js';
import { sendWithAuth } from '../../send/authorize.js';
import type { TransportRequest } from '../../send/transport.js';
import { createUndiciTransport, type UndiciTransport } from '../transport/createUndiciTransport.js';

/**
 * Every signing scheme sent over a real socket to a loopback server that verifies it the way
 * the scheme's own server side does (node:crypto for digest, the reference libraries otherwise).
 */
type Verifier = (request: IncomingMessage, body: string) => boolean | Promise<boolean>;
const verifiers: Record<string, Verifier> = {};
let server: Upstream;
let transport: UndiciTransport;

const field = (header: string, name: string) => new RegExp(`${name}="?([^",]*)"?`).exec(header)?.[1] ?? '';

verifiers['/digest'] = (request) => {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Digest ')) return false;
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const ha1 = md5(`postman:Users:password`);
  const ha2 = md5(`${request.method}:${request.url}`);
  const expected = md5(`${ha1}:fresh-nonce:${field(header, 'nc')}:${field(header, 'cnonce')}:auth:${ha2}`);
  return (
    field(header, 'uri') === request.url && field(header, 'response') === expected && field(header, 'opaque') === 'op'
  );
};

verifiers['/aws'] = (request, body) => {
  const header = request.headers.authorization ?? '';
  const signedNames = field(header, 'SignedHeaders').split(';');
  const headers = Object.fromEntries(signedNames.map((name) => [name, String(request.headers[name])]));
  const signer = new aws4.RequestSigner(
    {
      host: request.headers.host,
      path: request.url,
      method: request.method,
      headers,
      body,
      service: 'execute-api',
      region: 'eu-west-1',
    },
    {
      accessKeyId: 'AKID',
      secretAccessKey: 'SECRET',
      sessionToken: 'SESSION',
    },
  );
  (signer as unknown as { datetime: string }).datetime = String(request.headers['x-amz-date']);
  return header === signer.authHeader() && request.headers['x-amz-security-token'] === 'SESSION';
};

verifiers['/oauth1'] = (request, body) => {
  const header = request.headers.authorization ?? '';
  const oauth = new OAuth({
    consumer: { key: 'ck', secret: 'cs' },
    signature_method: 'HMAC-SHA1',
    hash_function: (text, key) => createHmac('sha1', key).update(text).digest('base64'),
  });
  oauth.getNonce = () => decodeURIComponent(field(header, 'oauth_nonce'));
  oauth.getTimeStamp = () => Number(field(header, 'oauth_timestamp'));
  const data = Object.fromEntries(new URLSearchParams(body));
  const expected = oauth.authorize(
    { url: `http://${request.headers.host}${request.url}`, method: request.method ?? '', data },
    { key: 'tk', secret: 'ts' },
  );
  return decodeURIComponent(field(header, 'oauth_signature')) === expected.oauth_signature;
};

verifiers['/hawk'] = async (request, body) => {
  const credentials = {
    id: 'dh37fgj492je',
    key: 'werxhqb98rpaxn39848xrunpaw3489ruxnpa98w4rxn',
    algorithm: 'sha256',
    user: 'u',
  };
  await Hawk.server.authenticate(request, () => credentials, { payload: body });
  return true;
};

beforeAll(async () => {
  server = await httpUpstream(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    let ok = false;
    try {
      ok = (await verifiers[path]?.(request, Buffer.concat(chunks).toString())) ?? false;
    } catch {
      ok = false; // A verifier that throws (Hawk) means the signature was refused.
    }
    if (!ok && path === '/digest')
      response.setHeader('www-authenticate', 'Digest realm="Users", nonce="fresh-nonce", qop="auth", opaque="op"');
    response.writeHead(ok ? 200 : 401).end();
  });
  transport = createUndiciTransport();
});

afterAll(async () => {
  await transport.close();
  await server.close();
});

const post = (path: string): TransportRequest => ({
  method: 'POST',
  url: `${server.url}${path}?b=2&a=1`,
  headers: [{ name: 'X-Custom', value: 'yes' }],
  body: { type: 'urlencoded', fields: [{ key: 'name', value: 'Ada Lovelace' }] },
});

describe('sendWithAuth over HTTP, verified by the server', () => {
  const cases: Array<[string, Auth]> = [
    ['/digest', { type: 'digest', params: { username: 'postman', password: 'password' } }],
    [
      '/aws',
      {
        type: 'awsv4',
        params: {
          accessKey: 'AKID',
          secretKey: 'SECRET',
          region: 'eu-west-1',
          service: 'execute-api',
          sessionToken: 'SESSION',
        },
      },
    ],
    [
      '/oauth1',
      {
        type: 'oauth1',
        params: {
          consumerKey: 'ck',
          consumerSecret: 'cs',
          token: 'tk',
          tokenSecret: 'ts',
          signatureMethod: 'HMAC-SHA1',
        },
      },
    ],
    [
      '/hawk',
      {
        type: 'hawk',
        params: {
          authId: 'dh37fgj492je',
          authKey: 'werxhqb98rpaxn39848xrunpaw3489ruxnpa98w4rxn',
          algorithm: 'sha256',
          includePayloadHash: true,
        },
      },
    ],
  ];
  for (const [path, auth] of cases) {
    it(`${auth.type}: the server accepts the signature`, async () => {
      expect((await sendWithAuth(transport, post(path), auth)).status).toBe(200);
    });
  }

  it('a wrong secret is refused by the same verifiers, so they are not vacuous', async () => {
    const wrong: Array<[string, Auth]> = [
      ['/digest', { type: 'digest', params: { username: 'postman', password: 'nope' } }],
      [
        '/aws',
        {
          type: 'awsv4',
          params: {
            accessKey: 'AKID',
            secretKey: 'WRONG',
            region: 'eu-west-1',
            service: 'execute-api',
            sessionToken: 'SESSION',
          },
        },
      ],
      [
        '/oauth1',
        { type: 'oauth1', params: { consumerKey: 'ck', consumerSecret: 'WRONG', token: 'tk', tokenSecret: 'ts' } },
      ],
      ['/hawk', { type: 'hawk', params: { authId: 'dh37fgj492je', authKey: 'WRONG', algorithm: 'sha256' } }],
    ];
    for (const [path, auth] of wrong) expect((await sendWithAuth(transport, post(path), auth)).status).toBe(401);
  });
});
