// Served mocks on SQLite and PostgreSQL share the app's origin, so every answer below /mock/<slug>
// is sandboxed whoever made it and however: a route's static or scripted reply, an example of a
// workspace's imported collection, a miss, a refusal, an error. Its owner's headers cannot lift the
// sandbox, set anything for the whole origin, or grant credentials to another site; a page of this
// origin cannot load a mock as script. Regression tests for the account takeover through a public
// mock's HTML page (decision 0029).
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, type AccountsApi, type Credentials } from '../../../test/accountsApi.js';
import { call, type CallOptions, type CallResult } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

const PAGE = '<!doctype html><script>fetch("/api/auth/api-keys", { method: "POST" })</script>';

/** What an owner writes to lift the sandbox or act for the whole origin, in several spellings. */
const OWNER_HEADERS = {
  'Content-Type': 'text/html',
  'Content-Security-Policy': 'sandbox allow-scripts allow-same-origin',
  'content-security-policy': "script-src 'unsafe-inline'",
  'Content-Security-Policy-Report-Only': 'sandbox',
  'X-Content-Type-Options': 'sniff',
  'x-content-type-options': 'none',
  'Set-Cookie': 'session=tossed; Path=/; Domain=127.0.0.1',
  'Clear-Site-Data': '"storage"',
  'Strict-Transport-Security': 'max-age=0',
  'Service-Worker-Allowed': '/',
  NEL: '{"report_to":"spy","max_age":31536000,"success_fraction":1}',
  'Report-To': '{"group":"spy","max_age":31536000,"endpoints":[{"url":"https://spy.example/"}]}',
  'Reporting-Endpoints': 'spy="https://spy.example/"',
  'Alt-Svc': 'h3=":443"',
  'Access-Control-Allow-Credentials': 'true',
  'X-Kept': 'yes',
};

const ORIGIN_WIDE = [
  'set-cookie',
  'clear-site-data',
  'strict-transport-security',
  'service-worker-allowed',
  'nel',
  'report-to',
  'reporting-endpoints',
  'alt-svc',
  'access-control-allow-credentials',
];

/** The policies of a Content-Security-Policy header (a comma separates policies, CSP3 §2.2.2). */
function policiesOf(answer: CallResult): string[] {
  const header = answer.headers['content-security-policy'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.flatMap((line) => line.split(',')).map((policy) => policy.trim());
}

/** The answer is sandboxed: its own policy 'sandbox' beside any other, and nosniff alone. */
function expectSandboxed(answer: CallResult, what: string): void {
  expect(policiesOf(answer), what).toContain('sandbox');
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['access-control-allow-credentials'], what).toBeUndefined();
}

describe.each(TEST_DIALECTS)('served mocks are sandboxed on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(mode: 'local' | 'hosted' = 'hosted'): Promise<AccountsApi> {
    server = await startTestServer({ dialect, config: { mode, bodyLimitBytes: 1024 } });
    return accountsApi(server);
  }

  async function configWith(api: AccountsApi, as: Credentials, routes: object[], body: object = {}) {
    const created = await api.request('POST', '/api/mock-configs', { name: 'Owned', ...body }, as);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { id, slug } = created.json.data as { id: string; slug: string };
    for (const route of routes) {
      const added = await api.request('POST', `/api/mock-configs/${id}/routes`, route, as);
      expect(added.status, JSON.stringify(added.json)).toBe(201);
    }
    return { id, slug };
  }

  const served = (slug: string, path: string, options: CallOptions = {}) =>
    call(`${server!.url}/mock/${slug}${path}`, options);

  it('keeps the sandbox and nosniff on a route’s page whatever headers its owner writes, statically or by script', async () => {
    const api = await start();
    const owner = await api.register('owner');
    const { slug } = await configWith(api, owner, [
      { path: '/page', response: { headers: OWNER_HEADERS, body: PAGE } },
      {
        path: '/scripted',
        script: `pm.variables.set('mock.headers', ${JSON.stringify(OWNER_HEADERS)});
pm.variables.set('mock.body', ${JSON.stringify(PAGE)});`,
      },
    ]);
    for (const path of ['/page', '/scripted']) {
      const page = await served(slug, path);
      expect([page.status, page.headers['content-type'], page.text], path).toEqual([200, 'text/html', PAGE]);
      expectSandboxed(page, path);
      // The owner's own policies go out beside the sandbox, which enforces them all.
      expect(policiesOf(page), path).toEqual(['sandbox', "script-src 'unsafe-inline'"]);
      expect(page.headers['content-security-policy-report-only'], path).toBe('sandbox');
      for (const name of ORIGIN_WIDE) expect(page.headers[name], `${path} ${name}`).toBeUndefined();
      expect(page.headers['x-kept'], path).toBe('yes');
    }
  });

  it('sandboxes misses, refusals and errors too, including those that echo the path', async () => {
    const api = await start();
    const owner = await api.register('owner');
    const { id, slug } = await configWith(api, owner, [
      { method: 'POST', path: '/upload' },
      // A header value made by a script that HTTP cannot carry is refused, with none of the reply's headers.
      {
        path: '/broken',
        script: `pm.variables.set('mock.headers', { 'Content-Type': 'text/html', 'X-Bad': 'a\\nb' });`,
      },
      { path: '/throws', script: 'throw new Error("<script>alert(1)</script>")' },
    ]);
    const privateOne = await configWith(api, owner, [{ path: '/p' }], { access: 'apiKey' });
    const answers: Array<[string, CallResult, number]> = [
      ['a miss', await served(slug, '/%3Cscript%3Ealert(1)%3C/script%3E'), 404],
      ['an unknown slug', await served('%3Cscript%3E', '/x'), 404],
      ['a private mock without its key', await served(privateOne.slug, '/p'), 401],
      ['a body over the limit', await served(slug, '/upload', { method: 'POST', body: 'x'.repeat(4096) }), 413],
      ['a header Node refuses', await served(slug, '/broken'), 500],
      ['a script that throws', await served(slug, '/throws'), 500],
      [
        'a preflight',
        await served(slug, '/upload', {
          method: 'OPTIONS',
          headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
        }),
        204,
      ],
    ];
    expect((await api.request('PUT', `/api/mock-configs/${id}`, { enabled: false }, owner)).status).toBe(200);
    answers.push(['a disabled configuration', await served(slug, '/upload', { method: 'POST' }), 404]);
    expect(answers.find(([what]) => what === 'a header Node refuses')?.[1].json.message).toBe(
      "The reply's header 'X-Bad' cannot be sent over HTTP",
    );
    for (const [what, answer, status] of answers) {
      expect(answer.status, what).toBe(status);
      expectSandboxed(answer, what);
      if (answer.text !== '') expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
    }
  });

  it('sandboxes the examples of a workspace’s collection served as its mock', async () => {
    const api = await start();
    const [ann, bob] = await Promise.all([api.register('ann'), api.register('bob')]);
    const created = await api.request('POST', '/api/workspace/create', { name: 'Shop' }, ann);
    const workspaceId = created.json.data.workspace.id as string;
    expect((await api.request('POST', '/api/workspace/switch', { workspaceId }, ann)).status).toBe(200);
    const collection = {
      info: { name: 'Pages', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        {
          name: 'Home',
          request: { method: 'GET', url: { raw: '{{baseUrl}}/home', host: ['{{baseUrl}}'], path: ['home'] } },
          response: [
            {
              name: 'Page',
              code: 200,
              header: [
                { key: 'Content-Type', value: 'text/html' },
                { key: 'Content-Security-Policy', value: 'sandbox allow-scripts allow-same-origin' },
                { key: 'Set-Cookie', value: 'tossed=1; Path=/' },
              ],
              body: PAGE,
            },
          ],
        },
      ],
    };
    const imported = await api.request(
      'POST',
      '/api/mock-configs/import',
      { format: 'collection', document: collection, workspaceId },
      ann,
    );
    expect(imported.status, JSON.stringify(imported.json)).toBe(201);
    expect(imported.json.data.workspaceId).toBe(workspaceId);
    const page = await served(imported.json.data.slug as string, '/home', {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect([page.status, page.text]).toEqual([200, PAGE]);
    expectSandboxed(page, 'the example');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('grants no credentials to any origin: Access-Control-Allow-Origin * and never Allow-Credentials', async () => {
    const api = await start('local');
    const { slug } = await configWith(api, {}, [
      { path: '/data', response: { body: { ok: true } } },
      // An owner who grants credentials themselves is not followed; a named origin of theirs is.
      {
        path: '/named',
        response: {
          headers: { 'Access-Control-Allow-Origin': 'https://dev.example', 'access-control-allow-credentials': 'true' },
        },
      },
    ]);
    const origin = 'https://evil.example';
    const preflight = await served(slug, '/data', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('x-api-key');
    const data = await served(slug, '/data', { headers: { origin, cookie: 'session=1' } });
    expect([data.status, data.json]).toEqual([200, { ok: true }]);
    expect(data.headers['access-control-allow-origin']).toBe('*');
    const named = await served(slug, '/named', { headers: { origin: 'https://dev.example' } });
    expect(named.headers['access-control-allow-origin']).toBe('https://dev.example');
    for (const answer of [preflight, data, named]) {
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('is not loaded as script by a page of this origin, nor as a service worker', async () => {
    const api = await start('local');
    const { slug } = await configWith(api, {}, [
      { path: '/app.js', response: { headers: { 'Content-Type': 'text/javascript' }, body: 'alert(document.domain)' } },
    ]);
    const refusal = 'A mock is not served as a script to pages of this server';
    const asScriptHere: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'script' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'worker' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'serviceworker', 'service-worker': 'script' },
      { 'service-worker': 'script' },
    ];
    for (const headers of asScriptHere) {
      const refused = await served(slug, '/app.js', { headers });
      expect([refused.status, refused.json?.message], JSON.stringify(headers)).toEqual([403, refusal]);
      expectSandboxed(refused, JSON.stringify(headers));
    }
    // A page under development elsewhere may load it as script, and any client may fetch it.
    const asData: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'script' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
      {},
    ];
    for (const headers of asData) {
      const loaded = await served(slug, '/app.js', { headers });
      expect([loaded.status, loaded.text], JSON.stringify(headers)).toEqual([200, 'alert(document.domain)']);
      expectSandboxed(loaded, JSON.stringify(headers));
    }
  });
});
