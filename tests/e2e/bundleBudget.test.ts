// The first load stays light: the Builder's JavaScript only, within the budget; the other views,
// the GraphQL editor, the OAuth manager and faker load when first used.
import { describe, expect, it } from 'vitest';
import { INITIAL_JAVASCRIPT_BUDGET, initialScripts, totalGzipBytes } from '../../packages/web/initialJavaScript.js';
import { DIST_DIR, openApp, pathOf, useStack } from './harness.js';

const stack = useStack();

const LOADED_WHEN_USED = [
  'RunnerView',
  'AdminPanel',
  'ProfileView',
  'LoginView',
  'GraphQLEditor',
  'OAuthManager',
  'DocsView',
  'en',
];

describe('initial JavaScript', { timeout: 120_000 }, () => {
  it('stays within the gzip budget and leaves the other views out', () => {
    const scripts = initialScripts(DIST_DIR);
    expect(totalGzipBytes(scripts)).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
    const names = scripts.map((script) => script.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    for (const lazy of LOADED_WHEN_USED) expect(names).not.toContain(lazy);
  });

  it('loads the Runner, the GraphQL editor and the OAuth manager when first opened', async () => {
    const { context, page } = await openApp(stack);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    expect(fetched.some((path) => path.includes('/RunnerView-'))).toBe(false);

    await page.locator('.view-switch').getByText('Runner', { exact: true }).click();
    await page.getByRole('region', { name: 'Run results' }).waitFor();
    expect(pathOf(page)).toBe('/runner');
    expect(fetched.some((path) => path.includes('/RunnerView-'))).toBe(true);

    await page.locator('.view-switch').getByText('Builder', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('graphql');
    await page.getByRole('button', { name: 'Introspect' }).waitFor();
    expect(fetched.some((path) => path.includes('/GraphQLEditor-'))).toBe(true);

    await page.getByRole('button', { name: 'OAuth 2.0', exact: true }).click();
    await page.getByRole('dialog', { name: 'OAuth 2.0 Manager' }).waitFor();
    expect(fetched.some((path) => path.includes('/OAuthManager-'))).toBe(true);
    await context.close();
  });
});
