// A real Postman collection (Newman's own `inherited-entities` integration fixture) imported and
// sent from the builder: a URL that is a collection variable, and one that the collection's
// pre-request script sets, are defined where the send looks, so Send stays enabled and both go out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp, responseBody, ROOT, send, setUrl, useStack } from './harness.js';
import { importThroughDialog } from './importDialog.js';

const stack = useStack();

/** The fixture with postman-echo.com pointed at this run's echo server: tests reach only loopback. */
function inheritedEntities(): { name: string; mimeType: string; buffer: Buffer } {
  const text = readFileSync(join(ROOT, 'tests/e2e/fixtures/inherited-entities.postman_collection.json'), 'utf8');
  return {
    name: 'inherited-entities.postman_collection.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text.replaceAll('https://postman-echo.com', stack.echo.url)),
  };
}

describe('variables an imported collection defines', () => {
  it('sends requests whose URL is a collection variable or set by the collection script', async () => {
    const { context, page } = await openApp(stack);
    await importThroughDialog(page, inheritedEntities(), '1 collection');
    await page.getByRole('button', { name: 'Inherited Entities', exact: true }).click();
    await page.getByRole('button', { name: 'Collection level stuff', exact: true }).click();

    // Before any send, only the collection's pre-request script defines this URL.
    await page.getByRole('button', { name: 'GET Events' }).click();
    const sendButton = page.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => sendButton.isEnabled()).toBe(true);
    expect(await page.getByText('is not defined').count()).toBe(0);
    await page.getByRole('button', { name: 'Preview resolved variables' }).click();
    const sources = page.getByLabel('Variable sources');
    await expect.poll(() => sources.textContent()).toContain('{{collectionScriptURL}}');
    expect(await sources.textContent()).toContain('set by a script');
    await send(page);
    await expect.poll(() => responseBody(page).textContent(), { timeout: 15_000 }).toContain('collection_script');

    await page.getByRole('button', { name: 'GET Variables' }).click();
    await expect.poll(() => sendButton.isEnabled()).toBe(true);
    expect(await page.getByText('is not defined').count()).toBe(0);
    // The preview (each tab has its own eye toggle) names the scope the URL comes from.
    const previewToggle = page.getByRole('button', { name: 'Preview resolved variables' });
    if ((await previewToggle.count()) > 0) await previewToggle.click();
    await expect.poll(() => sources.textContent()).toContain('{{collectionVariablesURL}}');
    expect(await sources.textContent()).toContain('Collection');
    await send(page);
    await expect.poll(() => responseBody(page).textContent(), { timeout: 15_000 }).toContain('collection_variable');

    // A typo is still caught: the check only widened to where the send looks.
    await setUrl(page, '{{collectionVariablesUrl}}');
    await expect.poll(() => page.getByText("URL: Variable 'collectionVariablesUrl' is not defined").count()).toBe(1);
    expect(await sendButton.isEnabled()).toBe(false);
    await context.close();
  }, 90_000);
});
