// One rule for U+0000 on SQLite and PostgreSQL: every route that stores text refuses it in a body
// field, a path parameter or the query with the same 400, served mocks included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApi, type AccountsApi } from '../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { TEST_DIALECTS } from '../../test/testDatabases.js';
import { NUL_MESSAGE } from './refuseNul.js';

const NUL = '\u0000';
const COLORS = { primary: '#4dabf7', background: '#0b1d2e', textPrimary: '#e7f5ff', border: '#1c3a57' };

interface Ids {
  theme: string;
  mockConfig: string;
  mockSlug: string;
  mockRoute: string;
  team: string;
  workspace: string;
  collection: string;
}

type Attempt = [what: string, method: string, path: (ids: Ids) => string, body?: unknown];

// Regression: theme names and descriptions, mock configuration names, mock route paths (then served
// as '/p%00q') and response-schema names were stored with U+0000 while teams refused it.
const ATTEMPTS: Attempt[] = [
  ['a theme name', 'POST', () => '/api/themes', { name: `Ocean${NUL}`, type: 'dark', colors: COLORS }],
  ['a theme description', 'PUT', (ids) => `/api/themes/${ids.theme}`, { description: `Blue${NUL}` }],
  ['a cloned theme name', 'POST', (ids) => `/api/themes/${ids.theme}/clone`, { name: `Copy${NUL}` }],
  ['a theme id in the path', 'DELETE', () => '/api/themes/t%00'],
  ['a mock configuration name', 'POST', () => '/api/mock-configs', { name: `Shop${NUL}` }],
  ['a renamed mock configuration', 'PUT', (ids) => `/api/mock-configs/${ids.mockConfig}`, { name: `Shop${NUL}` }],
  ['a mock route path', 'POST', (ids) => `/api/mock-configs/${ids.mockConfig}/routes`, { path: `/p${NUL}q` }],
  [
    'a changed mock route path',
    'PUT',
    (ids) => `/api/mock-configs/${ids.mockConfig}/routes/${ids.mockRoute}`,
    { path: `/p${NUL}q` },
  ],
  ['a served mock path', 'GET', (ids) => `/mock/${ids.mockSlug}/p%00q`],
  ['a served mock query', 'GET', (ids) => `/mock/${ids.mockSlug}/orders?q=%00`],
  ['a response-schema name', 'POST', () => '/api/advanced-response/schemas', { name: `S${NUL}`, schema: {} }],
  ['a team name', 'POST', () => '/api/teams', { name: `Core${NUL}` }],
  ['a team id in the path', 'GET', () => '/api/teams/%00/members'],
  ['a workspace name', 'POST', () => '/api/workspace/create', { name: `Shop${NUL}` }],
  [
    'a collection name',
    'POST',
    (ids) => `/api/workspace/${ids.workspace}/collections`,
    { collection: { name: `Orders${NUL}` } },
  ],
  [
    'a collection id in the path',
    'PUT',
    (ids) => `/api/workspace/${ids.workspace}/collections/c%00`,
    { collection: { name: 'Orders' } },
  ],
  [
    'an environment value',
    'POST',
    (ids) => `/api/workspace/${ids.workspace}/environments`,
    { environment: { name: 'Prod', variables: [{ key: 'k', value: `v${NUL}` }] } },
  ],
  ['a WebSocket connection URL', 'POST', () => '/api/websocket/connections', { url: `ws://127.0.0.1:1/${NUL}` }],
  ['a profile name', 'PUT', () => '/api/auth/profile', { name: `Ann${NUL}` }],
  ['an API key name', 'POST', () => '/api/auth/api-keys', { name: `CI${NUL}` }],
  ['an API key id in the path', 'DELETE', () => '/api/auth/api-keys/%00'],
  ['an admin search', 'GET', () => '/api/admin/users?search=%00'],
];

describe.each(TEST_DIALECTS)('U+0000 on %s', (dialect) => {
  let server: TestServer;
  let api: AccountsApi;
  let token: string;
  let ids: Ids;

  beforeAll(async () => {
    server = await startTestServer({ dialect, seed: { demoAccount: true } });
    api = accountsApi(server);
    // The demo administrator, so the admin routes are reached too.
    token = await api.demoToken();
    const created = async (method: string, path: string, body: unknown) => {
      const reply = await api.request(method, path, body, { token });
      expect(reply.status, `${path}: ${JSON.stringify(reply.json)}`).toBeLessThan(300);
      return reply.json.data;
    };
    const theme = await created('POST', '/api/themes', { name: 'Ocean', type: 'dark', colors: COLORS });
    const mock = await created('POST', '/api/mock-configs', { name: 'Shop' });
    const workspace = (await created('GET', '/api/workspace/current', undefined)).workspace;
    ids = {
      theme: theme.id,
      mockConfig: mock.id,
      mockSlug: mock.slug,
      mockRoute: (await created('POST', `/api/mock-configs/${mock.id}/routes`, { path: '/orders' })).id,
      team: (await created('POST', '/api/teams', { name: 'Core' })).team.id,
      workspace: workspace.id,
      collection: (await created('POST', `/api/workspace/${workspace.id}/collections`, { collection: { name: 'A' } }))
        .collection.id,
    };
  });
  afterAll(async () => server?.close());

  it.each(ATTEMPTS)('refuses U+0000 in %s with 400', async (_what, method, path, body) => {
    const reply = await api.request(method, path(ids), body, { token });
    expect(reply.status, JSON.stringify(reply.json)).toBe(400);
    expect(reply.json.message).toBe(NUL_MESSAGE);
  });

  it('stores none of it', async () => {
    const themes = (await api.request('GET', '/api/themes', undefined, { token })).json.data as Array<{
      name: string;
      description: string;
    }>;
    expect(themes.some((theme) => `${theme.name}${theme.description}`.includes(NUL))).toBe(false);
  });

  it('still passes U+0000 on in a proxied request, which is sent elsewhere and never stored', async () => {
    const reply = await api.request(
      'POST',
      '/api/proxy',
      { method: 'POST', url: 'http://127.0.0.1:1/', body: { type: 'raw', raw: `a${NUL}b` } },
      { token },
    );
    expect(reply.json.message).not.toBe(NUL_MESSAGE);
  });
});
