// What is sent is what is seen: shortcuts never edit the body, hidden bodies stay home, JSON is
// checked, the preview shows samples for dynamic variables, and a send can be cancelled.
import { httpUpstream } from '@courier/testkit/servers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, responseBody, setEditorText, setUrl, toast, useStack } from './harness.js';
import { openImportExport } from './importDialog.js';

const stack = useStack();

async function jsonBody(page: Page, text: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await page.getByRole('tab', { name: 'Body' }).click();
  await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('json');
  await setEditorText(page, 'Request body', text);
}

/** The echo server's reply, as the response viewer shows it. */
async function echoed(page: Page): Promise<{ body: string; headers: Record<string, string> }> {
  await expect.poll(() => responseBody(page).textContent(), { timeout: 20_000 }).toContain('"method"');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  return JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    body: string;
    headers: Record<string, string>;
  };
}

describe('what is sent is what is seen', { timeout: 90_000 }, () => {
  it('Ctrl/Cmd+Enter in the body editor sends without adding a newline', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/post`);
    await jsonBody(page, '{"a":1}');
    await page.keyboard.press('ControlOrMeta+Enter');
    const reply = await echoed(page);
    expect(reply.body).toBe('{"a":1}');
    expect(reply.headers['content-length']).toBe('7');
    expect(await page.getByRole('textbox', { name: 'Request body', exact: true }).textContent()).toBe('{"a":1}');
    await context.close();
  });

  it('Ctrl/Cmd+Enter in the script and GraphQL editors sends without editing them', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/anything`);
    await page.getByRole('tab', { name: /Scripts/ }).click();
    await setEditorText(page, 'Pre-request script', 'pm.variables.set("a", 1);');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => responseBody(page).textContent(), { timeout: 20_000 }).toContain('"method"');
    expect(await page.getByRole('textbox', { name: 'Pre-request script', exact: true }).textContent()).toBe(
      'pm.variables.set("a", 1);',
    );

    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await page.getByRole('tab', { name: 'Body', exact: true }).click();
    await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('graphql');
    await setEditorText(page, 'GraphQL query', '{ hello }');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => responseBody(page).textContent(), { timeout: 20_000 }).toContain('hello');
    const reply = await echoed(page);
    expect(JSON.parse(reply.body).query).toBe('{ hello }');
    await context.close();
  });

  it('does not send the body a DELETE hides', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/things/1`);
    await jsonBody(page, '{"secret":true}');
    await page.getByRole('combobox', { name: 'Method' }).selectOption('DELETE');
    expect(await page.getByRole('tab', { name: 'Body' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const reply = await echoed(page);
    expect(reply.body).toBe('');
    expect(reply.headers['content-type']).toBeUndefined();

    // Generated code agrees with what was sent.
    const dialog = await openImportExport(page, 'Code');
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption('curl');
    await dialog.getByRole('combobox', { name: 'Request' }).selectOption({ label: 'Current request (builder)' });
    const snippet = dialog.getByLabel('Generated code');
    await expect.poll(() => snippet.textContent()).toContain('DELETE');
    expect(await snippet.textContent()).not.toContain('secret');
    await context.close();
  });

  it('marks malformed JSON in the editor and warns on Send without blocking it', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/post`);
    await jsonBody(page, '{"a":1,}');
    await page.locator('.cm-lintRange-error').first().waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'The body is not valid JSON (Line 1, column 8: Expected double-quoted property name)').waitFor();
    expect((await echoed(page)).body).toBe('{"a":1,}');
    await context.close();
  });

  it('previews a dynamic variable as a sample value, marked as such', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/get?t={{timestamp}}`);
    await page.getByRole('button', { name: 'Preview resolved variables' }).click();
    const preview = page.locator('.preview-panel');
    const sample = preview.locator('mark.preview-sample').first();
    expect(await sample.textContent()).toMatch(/^\d{13}$/);
    expect(await sample.getAttribute('title')).toBe('Sample of {{timestamp}}: a new value is generated at each send');
    expect(await preview.textContent()).not.toContain('{{timestamp}}');
    expect(await preview.textContent()).toContain('values are samples');
    await context.close();
  });

  it('cancels a request the server never answers, and the connection closes', async () => {
    const held: Array<Promise<void>> = [];
    const silent = await httpUpstream((request) => {
      held.push(new Promise((closed) => request.socket.once('close', () => closed())));
    });
    try {
      const { context, page } = await openApp(stack);
      await setUrl(page, `${silent.url}/never`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect
        .poll(() => page.locator('.response-error').textContent(), { timeout: 2000 })
        .toContain('Request was cancelled');
      // The proxy let go of the connection too: nothing keeps waiting for the answer.
      await held[0];
      await context.close();
    } finally {
      await silent.close();
    }
  });

  it('cancels a looping pre-request script with the Cancel button and with Esc', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/get`);
    await page.getByRole('tab', { name: /Scripts/ }).click();
    await setEditorText(page, 'Pre-request script', 'while (true) {}');
    const failure = page.locator('.response-error');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => failure.textContent(), { timeout: 2000 }).toContain('Request was cancelled');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Sending request...').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => failure.textContent(), { timeout: 2000 }).toContain('Request was cancelled');

    // The next send runs in a fresh sandbox.
    await setEditorText(page, 'Pre-request script', 'pm.variables.set("x", 1);');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => responseBody(page).textContent(), { timeout: 20_000 }).toContain('"method": "GET"');
    await context.close();
  });
});
