// Walks every page of the documentation guide as a user would, so the guide cannot rot: each link
// and related topic leads to a page, each `courier …` command parses against the real CLI, each
// Try it opens its request in the Builder and gets a response, and each step's check becomes true
// once the step is done (through the UI, the server's API, or for what lives only in this browser
// — environments and collections — Import/Export), offering 'Mark as complete — done'.
import { defaultEnvironments } from '@courier/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../packages/web/src/features/docs/catalog.js';
import type { StepCheck } from '../../packages/web/src/features/docs/pageSchema.js';
import { courierParseError } from './courierProgram.js';
import { contentFiles, courierCommands, loadCatalog, shellBlocksOf } from './docsContent.js';
import { openApp, pathOf, send, useStack } from './harness.js';
import { importThroughDialog } from './importDialog.js';
import { useWebSocketEcho } from './webSocketEcho.js';

const stack = useStack();
const catalog = loadCatalog();
const checksOf = <K extends StepCheck['kind']>(kind: K) =>
  catalog.pages.flatMap((page) =>
    page.steps.flatMap((step) => (step.check?.kind === kind ? [step.check as Extract<StepCheck, { kind: K }>] : [])),
  );

const jsonFile = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value)),
});

const wsEcho = useWebSocketEcho();

/** In-app navigation, as the guide's own links do it: the stores (the runner's run) stay. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const stepItem = (page: Page, number: number, title: string) =>
  page.getByRole('listitem', { name: `Step ${number}: ${title}`, exact: true });

async function api(method: string, path: string, body?: unknown): Promise<{ data: { id: string } }> {
  const response = await fetch(`${stack.server.url}/api${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as { data: { id: string } };
}

describe('the guide walk', { timeout: 900_000 }, () => {
  it('has no link or related topic that leads nowhere, and all eleven sections', () => {
    expect(catalogProblems(catalog, contentFiles())).toEqual([]);
    expect(catalog.sections).toHaveLength(11);
  });

  it('writes only courier commands and flags the CLI has', async () => {
    const commands = catalog.pages.flatMap((page) =>
      shellBlocksOf(page)
        .flatMap(courierCommands)
        .map((args) => ({ page: page.address, args })),
    );
    expect(commands.length).toBeGreaterThan(0);
    // The parse is strict: a flag the CLI does not have is refused.
    expect(await courierParseError(['run', 'collection.json', '--no-such-flag'])).toMatch(/unknown option/);
    const refused: string[] = [];
    for (const { page, args } of commands) {
      const error = await courierParseError(args);
      if (error) refused.push(`${page}: courier ${args.join(' ')} → ${error}`);
    }
    expect(refused).toEqual([]);
  });

  it('does every step: each Try it gets a response and each check comes true', async () => {
    // What lives only in this browser comes in through Import/Export, as a user brings it: the
    // environments and the collections (with their requests) the guide's checks name.
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(20_000);
    const known = new Set(defaultEnvironments().map((environment) => environment.name.toLowerCase()));
    for (const { name } of checksOf('environmentExists')) {
      if (known.has(name.toLowerCase())) continue;
      known.add(name.toLowerCase());
      const file = { name, values: [{ key: 'name', value: 'ada', enabled: true }] };
      await importThroughDialog(page, jsonFile('environment.json', file), '1 environment');
    }
    const requestNames = [
      ...new Set(checksOf('requestSaved').map(({ nameContains }) => nameContains ?? 'Echo request')),
    ];
    const collectionNames = [
      ...new Set(['Echo walk', ...checksOf('collectionExists').flatMap(({ nameContains }) => nameContains ?? [])]),
    ];
    for (const name of collectionNames) {
      const collection = {
        info: { name, schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
        item: requestNames.map((requestName, at) => ({
          name: requestName,
          request: { method: 'GET', url: `${stack.server.url}/api/echo/items?n=${at}` },
        })),
      };
      await importThroughDialog(
        page,
        jsonFile('collection.json', collection),
        `1 collection, ${requestNames.length} request`,
      );
    }

    // What lives on the server is made through its API, as the views do.
    const config = await api('POST', '/mock-configs', { name: 'Walk mock' });
    await api('POST', `/mock-configs/${config.data.id}/routes`, { path: '/hello' });
    await api('POST', '/websocket/connections', { url: wsEcho.url });

    // The web runner runs a collection to the end.
    await page.locator('.view-switch').getByText('Runner', { exact: true }).click();
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Echo walk' });
    await page.getByRole('button', { name: 'Start Run' }).click();
    await expect.poll(() => page.getByTestId('run-status').textContent(), { timeout: 30_000 }).toMatch(/completed/i);

    const themeNames = checksOf('themeActive').flatMap(({ themeName }) => themeName ?? []);
    const tried: string[] = [];
    const offered: string[] = [];
    for (const docPage of catalog.pages) {
      for (const [index, step] of docPage.steps.entries()) {
        const label = `${docPage.address}:${step.id}`;
        const address = `/docs/${docPage.address === 'overview' ? '' : docPage.address}`.replace(/\/$/, '');
        await goTo(page, address);
        const item = stepItem(page, index + 1, step.title);
        await item.waitFor();

        if (step.tryIt) {
          await item.getByRole('button', { name: `Try it: ${step.title}`, exact: true }).click();
          expect(pathOf(page)).toBe('/');
          await send(page);
          // A response, not a refusal: the request reached Courier's own route.
          expect(await page.locator('.response-error').count(), `${label}: the request failed`).toBe(0);
          await page.locator('.response-meta').waitFor();
          tried.push(label);
          await goTo(page, address);
          await item.waitFor();
        }

        if (step.check?.kind === 'themeActive') {
          // Apply the theme the step names (one the user makes is made first, as a copy of Dark).
          const name = step.check.themeName;
          const themes = (await (await fetch(`${stack.server.url}/api/themes`)).json()) as {
            data: Array<{ id: string; name: string }>;
          };
          let theme = themes.data.find((candidate) => name === undefined || candidate.name === name);
          if (!theme) theme = (await api('POST', '/themes/dark/clone', { name })).data as { id: string; name: string };
          await api('POST', '/themes/users/default/active', { themeId: theme.id });
        }

        if (step.check) {
          await item.getByRole('button', { name: 'Mark as complete — done' }).waitFor({ timeout: 20_000 });
          offered.push(label);
        }
      }
    }
    const withTryIt = catalog.pages.flatMap((docPage) => docPage.steps.filter((step) => step.tryIt));
    const withCheck = catalog.pages.flatMap((docPage) => docPage.steps.filter((step) => step.check));
    expect(tried).toHaveLength(withTryIt.length);
    expect(offered).toHaveLength(withCheck.length);
    expect(themeNames.length).toBeGreaterThan(0);
    await context.close();
  });
});
