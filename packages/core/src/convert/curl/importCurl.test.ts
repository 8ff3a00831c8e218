import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SavedRequestSchema } from '../../model/request.js';
import { CurlImportError } from './errors.js';
import { importCurl } from './importCurl.js';

const request = (command: string) => importCurl(command).request;
const header = (command: string, name: string) =>
  request(command).headers.find((h) => h.key.toLowerCase() === name.toLowerCase())?.value;

// Chrome 131 "Copy as cURL (bash)" of a JSON POST whose body holds a quote and an escaped newline.
const CHROME_BASH = String.raw`curl 'https://api.example.com/v1/items?page=2' \
  -H 'accept: application/json, text/plain, */*' \
  -H 'accept-language: en-US,en;q=0.9' \
  -H 'authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig' \
  -H 'content-type: application/json' \
  -b 'session=abc123; theme=dark' \
  -H 'origin: https://app.example.com' \
  -H 'priority: u=1, i' \
  -H 'sec-ch-ua: "Chromium";v="131", "Not_A Brand";v="24"' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \
  --data-raw $'{"name":"O\'Brien","note":"line1\\nline2"}'`;

// The same request copied as "Copy as cURL (cmd)".
const CHROME_CMD = [
  'curl ^"https://api.example.com/v1/items?page=2^&size=10^" ^',
  '  -H ^"accept: application/json, text/plain, */*^" ^',
  '  -H ^"content-type: application/json^" ^',
  '  -b ^"session=abc123; theme=dark^" ^',
  '  -H ^"sec-ch-ua: ^\\^"Chromium^\\^";v=^\\^"131^\\^"^" ^',
  '  --data-raw ^"^{^\\^"name^\\^":^\\^"Ada Lovelace^\\^",^\\^"tags^\\^":^[^\\^"a^\\^",^\\^"b^\\^"^]^}^"',
].join('\r\n');

// Chrome "Copy as cURL (bash)" of a GET: no method, --compressed at the end.
const CHROME_GET = String.raw`curl 'https://www.example.com/search?q=courier' \
  -H 'accept: text/html' \
  -H 'referer: https://www.example.com/' \
  --compressed`;

describe('importCurl with browser copies', () => {
  it('imports Chrome bash flavour: method, URL, headers, cookies, JSON body', () => {
    const imported = importCurl(CHROME_BASH);
    const saved = imported.request;
    expect(imported.warnings).toEqual([]);
    expect(saved.method).toBe('POST');
    expect(saved.url).toBe('https://api.example.com/v1/items?page=2');
    expect(saved.headers.map((h) => h.key)).toEqual([
      'accept',
      'accept-language',
      'authorization',
      'content-type',
      'origin',
      'priority',
      'sec-ch-ua',
      'user-agent',
      'Cookie',
    ]);
    expect(header(CHROME_BASH, 'sec-ch-ua')).toBe('"Chromium";v="131", "Not_A Brand";v="24"');
    expect(header(CHROME_BASH, 'cookie')).toBe('session=abc123; theme=dark');
    expect(saved.body).toEqual({ mode: 'raw', raw: '{"name":"O\'Brien","note":"line1\\nline2"}', language: 'json' });
    expect(JSON.parse(saved.body.mode === 'raw' ? saved.body.raw : '')).toEqual({
      name: "O'Brien",
      note: 'line1\nline2',
    });
    expect(SavedRequestSchema.safeParse(saved).success).toBe(true);
  });

  it('imports Chrome cmd flavour identically', () => {
    const saved = request(CHROME_CMD);
    expect(saved.method).toBe('POST');
    expect(saved.url).toBe('https://api.example.com/v1/items?page=2&size=10');
    expect(header(CHROME_CMD, 'sec-ch-ua')).toBe('"Chromium";v="131"');
    expect(header(CHROME_CMD, 'cookie')).toBe('session=abc123; theme=dark');
    expect(saved.body).toEqual({ mode: 'raw', raw: '{"name":"Ada Lovelace","tags":["a","b"]}', language: 'json' });
  });

  it('imports a GET with --compressed as an Accept-Encoding header', () => {
    const saved = request(CHROME_GET);
    expect(saved.method).toBe('GET');
    expect(saved.body).toEqual({ mode: 'none' });
    expect(header(CHROME_GET, 'accept-encoding')).toBe('gzip, deflate, br');
    expect(header(CHROME_GET, 'referer')).toBe('https://www.example.com/');
  });
});

describe('importCurl options', () => {
  it('reads -X, --request and combined short flags', () => {
    expect(request('curl -X DELETE https://x.test/1').method).toBe('DELETE');
    expect(request('curl --request patch https://x.test/1').method).toBe('PATCH');
    const saved = request('curl -sSLkXPUT https://x.test/1');
    expect(saved.method).toBe('PUT');
    expect(saved.protocolProfileBehavior).toEqual({ followRedirects: true, strictSSL: false });
  });

  it('defaults to GET, and to POST when data is present', () => {
    expect(request('curl https://x.test').method).toBe('GET');
    expect(request('curl https://x.test -d a=1').method).toBe('POST');
    expect(request('curl https://x.test -F a=1').method).toBe('POST');
  });

  it('joins repeated -d with & and turns form data into urlencoded rows', () => {
    expect(request("curl https://x.test -d 'a=1' --data 'b=two%20words' --data-ascii c=x+y").body).toEqual({
      mode: 'urlencoded',
      urlencoded: [
        { key: 'a', value: '1', enabled: true },
        { key: 'b', value: 'two words', enabled: true },
        { key: 'c', value: 'x y', enabled: true },
      ],
    });
  });

  it('encodes --data-urlencode values as curl does', () => {
    expect(
      request("curl x.test --data-urlencode 'q=a b&c' --data-urlencode '=x!y' -H 'Content-Type: text/plain'").body,
    ).toEqual({
      mode: 'raw',
      raw: 'q=a%20b%26c&x%21y',
      language: 'text',
    });
  });

  it('keeps non-form text raw, with the Content-Type curl would send', () => {
    const saved = request("curl x.test -d 'hello world'");
    expect(saved.body).toEqual({ mode: 'raw', raw: 'hello world', language: 'text' });
    expect(saved.headers).toContainEqual({
      key: 'Content-Type',
      value: 'application/x-www-form-urlencoded',
      enabled: true,
    });
  });

  it('picks the raw language from the Content-Type', () => {
    const saved = request("curl x.test -H 'Content-Type: application/xml' -d '<a>1</a>'");
    expect(saved.body).toEqual({ mode: 'raw', raw: '<a>1</a>', language: 'xml' });
    expect(request("curl x.test -H 'Content-Type: application/json' -d 'not json'").body).toMatchObject({
      language: 'json',
    });
  });

  it('keeps @file data as a file body reference and refuses mixing it with other data', () => {
    expect(request("curl x.test --data-binary @payload.bin -H 'Content-Type: image/png'").body).toEqual({
      mode: 'file',
      src: 'payload.bin',
      contentType: 'image/png',
    });
    expect(() => importCurl('curl x.test -d @a.json -d b=1')).toThrow(
      'cURL import failed: a body file (@path) cannot be combined with other data',
    );
    expect(() => importCurl('curl x.test -d @-')).toThrow(CurlImportError);
    expect(request('curl x.test --data-raw @literal').body).toMatchObject({ mode: 'raw', raw: '@literal' });
  });

  it('reads --json as a JSON body with JSON Content-Type and Accept', () => {
    const saved = request(`curl x.test --json '{"a":1}'`);
    expect(saved.method).toBe('POST');
    expect(saved.body).toEqual({ mode: 'raw', raw: '{"a":1}', language: 'json' });
    expect(saved.headers).toEqual([
      { key: 'Content-Type', value: 'application/json', enabled: true },
      { key: 'Accept', value: 'application/json', enabled: true },
    ]);
  });

  it('reads -F text and file parts into form-data', () => {
    const saved = request(
      `curl x.test -F 'name=Ada' -F 'avatar=@"/tmp/me.png";type=image/png' -F 'doc=@notes.txt' --form-string 'raw=@not-a-file'`,
    );
    expect(saved.body).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 'name', type: 'text', value: 'Ada', enabled: true },
        { key: 'avatar', type: 'file', src: ['/tmp/me.png'], enabled: true, contentType: 'image/png' },
        { key: 'doc', type: 'file', src: ['notes.txt'], enabled: true },
        { key: 'raw', type: 'text', value: '@not-a-file', enabled: true },
      ],
    });
    expect(() => importCurl('curl x.test -F a=1 -d b=2')).toThrow(CurlImportError);
  });

  it('reads -u as basic auth, --digest as digest, and credentials in the URL', () => {
    expect(request('curl -u ada:s3:cret https://x.test').auth).toEqual({
      type: 'basic',
      username: 'ada',
      password: 's3:cret',
    });
    expect(request('curl --user ada https://x.test').auth).toEqual({ type: 'basic', username: 'ada', password: '' });
    expect(request('curl --digest -u a:b https://x.test').auth).toEqual({
      type: 'digest',
      params: { username: 'a', password: 'b' },
    });
    const saved = request('curl https://ada:p%40ss@x.test/path');
    expect(saved.url).toBe('https://x.test/path');
    expect(saved.auth).toEqual({ type: 'basic', username: 'ada', password: 'p@ss' });
    expect(request('curl --oauth2-bearer tok https://x.test').auth).toEqual({ type: 'bearer', token: 'tok' });
    expect(request('curl https://x.test').auth).toEqual({ type: 'inherit' });
  });

  it('reads -A, -e, -b without overriding explicit headers', () => {
    const saved = request("curl x.test -A 'agent/1' -e 'https://ref.test;auto' -b a=1 -H 'Cookie: z=9'");
    expect(saved.headers).toEqual([
      { key: 'Cookie', value: 'z=9; a=1', enabled: true },
      { key: 'User-Agent', value: 'agent/1', enabled: true },
      { key: 'Referer', value: 'https://ref.test', enabled: true },
    ]);
    expect(header("curl x.test -A one -H 'user-agent: two'", 'user-agent')).toBe('two');
  });

  it('moves data to the query with -G and sends HEAD with -I', () => {
    const saved = request("curl -G https://x.test/s?x=1 -d 'q=a' --data-urlencode 'w=b c'");
    expect(saved.method).toBe('GET');
    expect(saved.url).toBe('https://x.test/s?x=1&q=a&w=b%20c');
    expect(saved.body).toEqual({ mode: 'none' });
    expect(request('curl -I https://x.test').method).toBe('HEAD');
  });

  it('reads --url, -T and --max-redirs', () => {
    const saved = request('curl --url https://x.test/up -T file.bin -L --max-redirs 3');
    expect(saved.url).toBe('https://x.test/up');
    expect(saved.method).toBe('PUT');
    expect(saved.body).toEqual({ mode: 'file', src: 'file.bin' });
    expect(saved.protocolProfileBehavior).toEqual({ followRedirects: true, maxRedirects: 3 });
  });

  it('handles "Name;" empty headers and drops "Name:" removals', () => {
    expect(request("curl x.test -H 'X-Empty;' -H 'Accept:'").headers).toEqual([
      { key: 'X-Empty', value: '', enabled: true },
    ]);
  });

  it('adds http:// to a URL without a scheme and keeps placeholders', () => {
    expect(request('curl localhost:3000/api').url).toBe('http://localhost:3000/api');
    expect(request("curl '{{baseUrl}}/users'").url).toBe('http://{{baseUrl}}/users');
    expect(request("curl 'https://{{host}}/users'").url).toBe('https://{{host}}/users');
  });

  it('warns about what it ignores instead of failing', () => {
    const { warnings } = importCurl(
      'curl -x http://proxy:8080 --frobnicate -b cookies.txt -c jar.txt https://a.test https://b.test',
    );
    expect(warnings).toEqual([
      'Ignored unknown option --frobnicate',
      'Ignored --proxy: not supported',
      "Ignored cookie file 'cookies.txt': only name=value cookies can be imported",
      "Ignored cookie jar 'jar.txt': the cookies a response sets are kept in the environment's jar",
      'Only the first URL was imported: https://a.test',
    ]);
  });

  it('accepts a leading $ prompt and curl.exe', () => {
    expect(request('$ curl https://x.test').url).toBe('https://x.test');
    expect(request('curl.exe https://x.test').url).toBe('https://x.test');
  });
});

describe('importCurl errors', () => {
  it("says 'Please enter a cURL command' for empty input", () => {
    for (const empty of ['', '   ', '\n\t']) {
      expect(() => importCurl(empty)).toThrow(new CurlImportError('CURL_COMMAND_REQUIRED'));
      expect(() => importCurl(empty)).toThrow(/^Please enter a cURL command$/);
    }
  });

  it("prefixes every other failure with 'cURL import failed: '", () => {
    const cases: Array<[string, string]> = [
      ['wget https://x.test', 'cURL import failed: the command must start with curl'],
      ['curl -k', 'cURL import failed: no URL found'],
      ['curl ftp://x.test/file', 'cURL import failed: only http and https URLs are supported, not ftp:'],
      ['curl -H', 'cURL import failed: option --header needs a value'],
      ["curl 'http://exa mple.test'", 'cURL import failed: invalid URL'],
      ['curl http://x.test:99999', 'cURL import failed: invalid URL'],
      ["curl -X 'GE T' x.test", "cURL import failed: invalid method 'GE T'"],
    ];
    for (const [command, message] of cases) {
      let thrown: unknown;
      try {
        importCurl(command);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, command).toBeInstanceOf(CurlImportError);
      expect((thrown as CurlImportError).code).toBe('CURL_IMPORT_FAILED');
      expect((thrown as Error).message.startsWith(message), `${command} → ${(thrown as Error).message}`).toBe(true);
    }
  });

  it('throws nothing but CurlImportError for arbitrary input (property)', () => {
    const shellish = fc.stringMatching(/^[a-z :\-'"$\\^@=&;|{}\n]*$/);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          shellish.map((tail) => `curl ${tail}`),
        ),
        (command) => {
          try {
            const { request: saved } = importCurl(command);
            expect(SavedRequestSchema.safeParse(saved).success).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(CurlImportError);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
