// Themes on SQLite and PostgreSQL: the default themes, creating with every problem reported,
// names taken, editing, the cap on how many, cloning, defaults protected, deleting the active theme, per-user active theme and
// preferences, the stylesheet, and one user's themes and settings out of another's reach.
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, type AccountsApi } from '../../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

const OCEAN = {
  name: 'Ocean',
  type: 'dark',
  description: 'Blue',
  colors: { primary: '#4dabf7', background: '#0b1d2e', textPrimary: '#e7f5ff', border: '#1c3a57' },
};

describe.each(TEST_DIALECTS)('themes on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(mode: 'local' | 'hosted' = 'local'): Promise<AccountsApi> {
    server = await startTestServer({ dialect, config: { mode } });
    return accountsApi(server);
  }

  it('lists the four default themes and starts on light with the default preferences', async () => {
    const api = await start();
    const listed = await api.request('GET', '/api/themes');
    expect(listed.json.data.map((theme: { id: string }) => theme.id)).toEqual([
      'light',
      'dark',
      'solarized',
      'midnight',
    ]);
    expect(listed.json.data[0]).toMatchObject({
      isDefault: true,
      colors: { primary: '#007bff', background: '#ffffff', textPrimary: '#212529', border: '#dee2e6' },
    });
    const active = await api.request('GET', '/api/themes/users/default/active');
    expect([active.json.data.id, active.json.chosen]).toEqual(['light', false]);
    expect((await api.request('GET', '/api/themes/users/default/preferences')).json.data).toEqual({
      autoTheme: false,
      autoThemeSource: 'schedule',
      themeSchedule: { light: '08:00', dark: '20:00' },
      customSettings: { reducedAnimations: false, highContrast: false, fontSize: 'medium' },
    });
  });

  it('creates, clones, applies and deletes a theme; deleting the active one falls back to light', async () => {
    const api = await start();
    const created = await api.request('POST', '/api/themes', OCEAN);
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    const clone = await api.request('POST', `/api/themes/${id}/clone`, { name: 'Ocean Copy' });
    expect(clone.status).toBe(201);
    expect(clone.json.data).toMatchObject({ name: 'Ocean Copy', type: 'dark', colors: OCEAN.colors, isDefault: false });
    expect((await api.request('GET', '/api/themes')).json.data).toHaveLength(6);

    const applied = await api.request('POST', '/api/themes/users/default/active', { themeId: id });
    expect(applied.json.data.id).toBe(id);
    const active = await api.request('GET', '/api/themes/users/default/active');
    expect([active.json.data.name, active.json.chosen]).toEqual(['Ocean', true]);

    expect((await api.request('DELETE', `/api/themes/${id}`)).status).toBe(200);
    expect((await api.request('GET', '/api/themes/users/default/active')).json.data.id).toBe('light');
    expect((await api.request('GET', `/api/themes/${id}`)).status).toBe(404);
    expect((await api.request('DELETE', `/api/themes/${id}`)).status).toBe(404);
  });

  it('reports every problem of a theme, a taken name and a protected default clearly', async () => {
    const api = await start();
    const bad = await api.request('POST', '/api/themes', {
      name: ' ',
      type: 'sepia',
      colors: { primary: 'red; } body { display:none', background: '#fff', textPrimary: '#000' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual([
      'name is required',
      'type must be light or dark',
      'colors.primary must be a hex colour such as #007bff',
      'colors.border must be a hex colour such as #007bff',
    ]);
    expect(bad.json.error).toBe(bad.json.details.join(', '));

    expect((await api.request('POST', '/api/themes', OCEAN)).status).toBe(201);
    const taken = await api.request('POST', '/api/themes', { ...OCEAN, name: 'ocean' });
    expect([taken.status, taken.json.error]).toEqual([409, "A theme named 'ocean' already exists"]);
    const takenByDefault = await api.request('POST', '/api/themes/light/clone', { name: 'Dark' });
    expect([takenByDefault.status, takenByDefault.json.error]).toEqual([409, "A theme named 'Dark' already exists"]);

    const protectedDefault = await api.request('DELETE', '/api/themes/light');
    expect([protectedDefault.status, protectedDefault.json.error]).toEqual([403, 'Default themes cannot be deleted']);
    expect((await api.request('POST', '/api/themes/users/default/active', { themeId: 'nope' })).status).toBe(404);
    expect(
      (await api.request('PUT', '/api/themes/users/default/preferences', { themeSchedule: { light: '25:00' } })).status,
    ).toBe(400);
  });

  it('edits a theme of its own, keeping its id; defaults and taken names are refused', async () => {
    const api = await start();
    const id = (await api.request('POST', '/api/themes', OCEAN)).json.data.id as string;
    await api.request('POST', '/api/themes', { ...OCEAN, name: 'Forest' });
    const edited = await api.request('PUT', `/api/themes/${id}`, {
      ...OCEAN,
      name: 'Deep Ocean',
      colors: { ...OCEAN.colors, primary: '#15AABF' },
      codeColors: { keyword: '#ff79c6', comment: '#5c7080' },
    });
    expect([edited.status, edited.json.message]).toEqual([200, 'Theme updated']);
    expect(edited.json.data).toMatchObject({ id, name: 'Deep Ocean', colors: { primary: '#15aabf' } });
    const read = await api.request('GET', `/api/themes/${id}`);
    expect(read.json.data).toMatchObject({
      name: 'Deep Ocean',
      codeColors: { keyword: '#ff79c6', comment: '#5c7080' },
    });
    expect((await api.request('GET', `/api/themes/${id}/css`)).text).toContain('--color-code-keyword: #ff79c6;');
    // A clone keeps the code colours.
    const clone = await api.request('POST', `/api/themes/${id}/clone`, { name: 'Ocean Again' });
    expect(clone.json.data.codeColors).toEqual({ keyword: '#ff79c6', comment: '#5c7080' });
    // Its own name in another case is no clash; another theme's name or a default's is.
    expect((await api.request('PUT', `/api/themes/${id}`, { ...OCEAN, name: 'deep ocean' })).status).toBe(200);
    const taken = await api.request('PUT', `/api/themes/${id}`, { ...OCEAN, name: 'FOREST' });
    expect([taken.status, taken.json.error]).toEqual([409, "A theme named 'FOREST' already exists"]);
    expect((await api.request('PUT', `/api/themes/${id}`, { ...OCEAN, name: 'Midnight' })).status).toBe(409);
    const invalid = await api.request('PUT', `/api/themes/${id}`, { ...OCEAN, codeColors: { string: 'url(x)' } });
    expect([invalid.status, invalid.json.error]).toEqual([
      400,
      'codeColors.string must be a hex colour such as #007bff',
    ]);
    const defaultTheme = await api.request('PUT', '/api/themes/dark', OCEAN);
    expect([defaultTheme.status, defaultTheme.json.error]).toEqual([
      403,
      'Default themes cannot be changed; clone one to make your own',
    ]);
    expect((await api.request('PUT', '/api/themes/nope', OCEAN)).status).toBe(404);
  });

  it('caps the themes of one owner at 100 with a clear refusal', async () => {
    const api = await start();
    for (let index = 0; index < 100; index += 1) {
      const created = await api.request('POST', '/api/themes', { ...OCEAN, name: `Ocean ${index}` });
      expect(created.status).toBe(201);
    }
    const refused = await api.request('POST', '/api/themes', { ...OCEAN, name: 'One too many' });
    expect([refused.status, refused.json.error]).toEqual([
      409,
      'You can have at most 100 themes of your own; delete one you no longer use first',
    ]);
    expect((await api.request('POST', '/api/themes/light/clone', { name: 'Light again' })).status).toBe(409);
    const listed = (await api.request('GET', '/api/themes')).json.data as { id: string }[];
    expect(listed).toHaveLength(104);
    await api.request('DELETE', `/api/themes/${listed[4]!.id}`);
    expect((await api.request('POST', '/api/themes', { ...OCEAN, name: 'One too many' })).status).toBe(201);
  });

  it('serves a stylesheet of validated colours, raised to 7:1 under high contrast or when the system asks', async () => {
    const api = await start();
    const css = await api.request('GET', '/api/themes/dark/css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.text).toContain('--color-bg: #16191d;');
    expect(css.text).toContain('--color-method-get: #69db7c;');
    const hostile = await api.request('POST', '/api/themes', {
      ...OCEAN,
      name: '}</style><script>alert(1)</script>{',
      description: 'body{display:none}',
    });
    const hostileCss = await api.request('GET', `/api/themes/${hostile.json.data.id}/css`);
    expect(hostileCss.text).not.toMatch(/script|display|[<>]/);

    const systemMore = await api.request('GET', '/api/themes/light/css?contrast=more');
    expect(systemMore.text).not.toContain('--color-muted: #6c757d;');
    expect((await api.request('GET', '/api/themes/light/css?contrast=less')).status).toBe(400);
    await api.request('PUT', '/api/themes/users/default/preferences', { customSettings: { highContrast: true } });
    const high = await api.request('GET', '/api/themes/light/css');
    expect(high.text).toBe(systemMore.text);
    expect(high.text).not.toContain('--color-muted: #6c757d;');
    expect(css.text).not.toBe(high.text);
  });

  it('merges partial preferences', async () => {
    const api = await start();
    await api.request('PUT', '/api/themes/users/default/preferences', {
      autoTheme: true,
      customSettings: { fontSize: 'large' },
    });
    const saved = await api.request('PUT', '/api/themes/users/default/preferences', {
      customSettings: { highContrast: true },
    });
    expect(saved.json.data).toMatchObject({
      autoTheme: true,
      customSettings: { fontSize: 'large', highContrast: true, reducedAnimations: false },
    });
  });

  it("keeps one user's themes, active theme and preferences from another", async () => {
    const api = await start('hosted');
    expect((await api.request('GET', '/api/themes')).status).toBe(401);
    const alice = await api.register('alice');
    const bob = await api.register('bob');
    const created = await api.request('POST', '/api/themes', OCEAN, alice);
    const id = created.json.data.id as string;
    await api.request('POST', `/api/themes/users/${alice.id}/active`, { themeId: id }, alice);

    expect((await api.request('GET', '/api/themes', undefined, bob)).json.data).toHaveLength(4);
    expect((await api.request('GET', `/api/themes/${id}/css`, undefined, bob)).status).toBe(404);
    expect((await api.request('DELETE', `/api/themes/${id}`, undefined, bob)).status).toBe(404);
    expect((await api.request('POST', `/api/themes/${id}/clone`, { name: 'Stolen' }, bob)).status).toBe(404);
    const overwrite = await api.request('PUT', `/api/themes/${id}`, { ...OCEAN, name: 'Defaced' }, bob);
    expect(overwrite.status).toBe(404);
    expect((await api.request('GET', `/api/themes/${id}`, undefined, alice)).json.data.name).toBe('Ocean');
    // Bob's theme of the same name is his own, and editing it leaves Alice's alone.
    const bobs = await api.request('POST', '/api/themes', OCEAN, bob);
    const bobsId = bobs.json.data.id as string;
    expect((await api.request('PUT', `/api/themes/${bobsId}`, { ...OCEAN, type: 'light' }, bob)).status).toBe(200);
    expect((await api.request('GET', `/api/themes/${id}`, undefined, alice)).json.data.type).toBe('dark');
    expect((await api.request('POST', '/api/themes/users/default/active', { themeId: id }, bob)).status).toBe(403);
    for (const [method, path, body] of [
      ['GET', `/api/themes/users/${alice.id}/active`, undefined],
      ['POST', `/api/themes/users/${alice.id}/active`, { themeId: 'dark' }],
      ['GET', `/api/themes/users/${alice.id}/preferences`, undefined],
      ['PUT', `/api/themes/users/${alice.id}/preferences`, { autoTheme: true }],
    ] as const) {
      expect((await api.request(method, path, body, bob)).status, `${method} ${path}`).toBe(403);
    }
    expect((await api.request('GET', `/api/themes/users/${alice.id}/active`, undefined, alice)).json.data.id).toBe(id);
    expect((await api.request('GET', `/api/themes/users/${bob.id}/active`, undefined, bob)).json.data.id).toBe('light');
    expect(
      (await api.request('GET', `/api/themes/users/${alice.id}/preferences`, undefined, alice)).json.data.autoTheme,
    ).toBe(false);
  });

  it('lets a signed-in user of a local workbench use only their own id, not the signed-out one', async () => {
    const api = await start();
    await api.request('POST', '/api/themes', OCEAN);
    const carol = await api.register('carol');
    expect((await api.request('GET', '/api/themes', undefined, carol)).json.data).toHaveLength(4);
    expect((await api.request('GET', '/api/themes/users/default/active', undefined, carol)).status).toBe(403);
  });
});
