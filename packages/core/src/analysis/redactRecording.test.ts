import { describe, expect, it } from 'vitest';
import { REDACTED, redactRecording, type RecordingToRedact } from './redactRecording.js';

const plain = (overrides: Partial<RecordingToRedact>): RecordingToRedact => ({
  url: 'http://api.test/items',
  responseHeaders: [],
  responseBody: null,
  ...overrides,
});

describe('redactRecording', () => {
  it('redacts secret query parameters, keeps the others as written, and scrubs their values elsewhere', () => {
    const redacted = redactRecording(
      plain({
        url: 'http://api.test/items?page=2&access_token=tok-123456&q=a%20b',
        responseBody: '{"you sent":"tok-123456"}',
      }),
    );
    expect(redacted.url).toBe(`http://api.test/items?page=2&access_token=${REDACTED}&q=a%20b`);
    expect(redacted.responseBody).toBe(`{"you sent":"${REDACTED}"}`);
  });

  it("redacts the URL's password and a token in its fragment, keeping the user name", () => {
    const redacted = redactRecording(
      plain({
        url: 'https://ada:s3cr3t-pw@api.test/cb#access_token=frag-token-1&state=x',
        responseBody: `s3cr3t-pw, sent as Basic ${btoa('ada:s3cr3t-pw')}`,
      }),
    );
    expect(redacted.url).toBe(`https://ada:${REDACTED}@api.test/cb#access_token=${REDACTED}&state=x`);
    expect(redacted.responseBody).toBe(`${REDACTED}, sent as Basic ${REDACTED}`);
  });

  it('redacts secret response headers and Set-Cookie values, keeping the cookie attributes', () => {
    const redacted = redactRecording(
      plain({
        responseHeaders: [
          ['Content-Type', 'application/json'],
          ['X-Auth-Token', 'minted-abcdef'],
          ['Set-Cookie', 'sid=cookie-value-1; Path=/; HttpOnly'],
          ['X-Debug', 'issued minted-abcdef'],
        ],
        responseBody: '{"note":"cookie-value-1 and minted-abcdef"}',
      }),
    );
    expect(redacted.responseHeaders).toEqual([
      ['Content-Type', 'application/json'],
      ['X-Auth-Token', REDACTED],
      ['Set-Cookie', `sid=${REDACTED}; Path=/; HttpOnly`],
      ['X-Debug', `issued ${REDACTED}`],
    ]);
    expect(redacted.responseBody).toBe(`{"note":"${REDACTED} and ${REDACTED}"}`);
  });

  it('scrubs request credentials echoed back: bearer, Basic password, cookies, API key headers', () => {
    const echoed = [
      'authorization: Bearer bearer-token-9',
      'x-api-key: key-value-77',
      'cookie: theme=dark; sid=cookie-sid-42',
      'signed in as ada with hunter22',
    ].join('\n');
    const redacted = redactRecording(
      plain({
        requestHeaders: [
          { name: 'Authorization', value: 'Bearer bearer-token-9' },
          { name: 'Proxy-Authorization', value: `Basic ${btoa('ada:hunter22')}` },
          { name: 'X-Api-Key', value: 'key-value-77' },
          { name: 'Cookie', value: 'theme=dark; sid=cookie-sid-42' },
        ],
        responseHeaders: [['content-type', 'text/plain']],
        responseBody: echoed,
      }),
    );
    expect(redacted.responseBody).toBe(
      [
        `authorization: ${REDACTED}`,
        `x-api-key: ${REDACTED}`,
        // Every cookie is a credential; the cookie names are not.
        `cookie: theme=${REDACTED}; sid=${REDACTED}`,
        `signed in as ada with ${REDACTED}`,
      ].join('\n'),
    );
  });

  it('scrubs a credential in the forms an echo writes it: URL-encoded and JSON-escaped', () => {
    const secret = 'a/b+c "d" e';
    const redacted = redactRecording(
      plain({
        requestHeaders: [{ name: 'X-Auth-Token', value: secret }],
        url: `http://api.test/?token=${encodeURIComponent(secret)}`,
        responseBody: `${JSON.stringify({ echo: secret })} ${encodeURIComponent(secret)}`,
      }),
    );
    expect(redacted.url).toBe(`http://api.test/?token=${REDACTED}`);
    expect(redacted.responseBody).toBe(`{"echo":"${REDACTED}"} ${REDACTED}`);
  });

  it('redacts secret JSON fields at any depth and form fields of a token reply', () => {
    const json = redactRecording(
      plain({
        responseHeaders: [['content-type', 'application/json']],
        responseBody: '{\n  "access_token": "at-1",\n  "token_type": "Bearer",\n  "user": {"password": "pw"}\n}',
      }),
    );
    expect(JSON.parse(json.responseBody!)).toEqual({
      access_token: REDACTED,
      token_type: 'Bearer',
      user: { password: REDACTED },
    });
    const form = redactRecording(
      plain({
        responseHeaders: [['Content-Type', 'application/x-www-form-urlencoded']],
        responseBody: 'access_token=gho_1234&scope=repo',
      }),
    );
    expect(form.responseBody).toBe(`access_token=${REDACTED}&scope=repo`);
  });

  it('scrubs a password the request body sent in a secret-named field', () => {
    const redacted = redactRecording(
      plain({
        requestHeaders: [{ name: 'Content-Type', value: 'application/json' }],
        requestBody: { type: 'text', text: '{"user":"ada","password":"correct-horse"}' },
        responseBody: 'Welcome ada, your password correct-horse is weak',
      }),
    );
    expect(redacted.responseBody).toBe(`Welcome ada, your password ${REDACTED} is weak`);
  });

  it('scrubs the values of secret variables wherever they appear, the path included', () => {
    const redacted = redactRecording(
      plain({ url: 'http://api.test/tenants/tenant-secret-1/items', responseBody: 'tenant tenant-secret-1' }),
      { secretValues: ['tenant-secret-1'] },
    );
    expect(redacted.url).toBe(`http://api.test/tenants/${REDACTED}/items`);
    expect(redacted.responseBody).toBe(`tenant ${REDACTED}`);
  });

  it('redacts the names the user added, in headers, the query and JSON fields', () => {
    const redacted = redactRecording(
      plain({
        url: 'http://api.test/?pin=8642&page=1',
        responseHeaders: [['X-Tenant-Pin', '8642']],
        responseBody: '{"userPin":"8642","page":1}',
      }),
      { names: ['pin'] },
    );
    expect(redacted.url).toBe(`http://api.test/?pin=${REDACTED}&page=1`);
    expect(redacted.responseHeaders).toEqual([['X-Tenant-Pin', REDACTED]]);
    expect(JSON.parse(redacted.responseBody!)).toEqual({ userPin: REDACTED, page: 1 });
  });

  it('replaces a value shorter than four characters where it is named, but nowhere else', () => {
    const redacted = redactRecording(plain({ url: 'http://api.test/?key=abc&n=abc', responseBody: 'abc 1 2 3' }), {
      secretValues: ['1'],
    });
    expect(redacted.url).toBe(`http://api.test/?key=${REDACTED}&n=abc`);
    expect(redacted.responseBody).toBe('abc 1 2 3');
  });

  it('leaves a recording without credentials as it was', () => {
    const recording = plain({
      url: 'http://api.test/users?page=2',
      responseHeaders: [['content-type', 'application/json']],
      responseBody: '{\n    "id": 1\n}',
    });
    expect(redactRecording(recording)).toEqual({
      url: recording.url,
      responseHeaders: recording.responseHeaders,
      responseBody: recording.responseBody,
    });
  });
});
