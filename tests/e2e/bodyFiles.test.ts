// Files in request bodies: a form-data file part and a binary body are chosen from
// disk in Chromium, go through the real proxy and reach the local echo server as real bytes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EchoReply } from '@courier/testkit/servers';
import { openApp, screenshot, send, setUrl, useStack } from './harness.js';

const stack = useStack();

/** What the echo server answered to the last send, read from history (small bodies are kept whole). */
async function lastEcho(page: Page): Promise<EchoReply> {
  let echo: EchoReply | undefined;
  await expect
    .poll(async () => {
      const stored = await page.evaluate(() => localStorage.getItem('courier.history'));
      const items = stored ? (JSON.parse(stored) as { state: Array<{ response: { body: string } | null }> }).state : [];
      const body = items[0]?.response?.body;
      echo = body ? (JSON.parse(body) as EchoReply) : undefined;
      return echo !== undefined;
    })
    .toBe(true);
  return echo as EchoReply;
}

async function startPost(page: Page, method: string, bodyKind: string) {
  await page.getByRole('combobox', { name: 'Method' }).selectOption(method);
  await setUrl(page, `${stack.echo.url}/upload`);
  await page.getByRole('tab', { name: 'Body' }).click();
  await page.getByRole('combobox', { name: 'Body' }).selectOption({ label: bodyKind });
}

const notes = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Analytical Engine notes\n') };

describe('files in request bodies', { timeout: 90_000 }, () => {
  it('sends a form-data request with a text part and a file part chosen from disk', async () => {
    const { context, page } = await openApp(stack);
    await startPost(page, 'POST', 'form-data');
    await page.getByRole('textbox', { name: 'New field name' }).pressSequentially('note');
    await page.getByRole('textbox', { name: 'Field 1 value' }).fill('hello');
    await page.getByRole('textbox', { name: 'New field name' }).pressSequentially('upload');
    await page.getByRole('combobox', { name: 'Field 2 type' }).selectOption('file');
    await page.getByLabel('Field 2 file', { exact: true }).setInputFiles(notes);
    // Name and size of the chosen file are shown.
    const picker = page.locator('.file-picker');
    await expect.poll(() => picker.textContent()).toContain('notes.txt');
    expect(await picker.textContent()).toContain('24 Bytes');
    await screenshot(page, 'builder-form-data-file');

    await send(page);
    expect(await page.locator('.response-meta').textContent()).toContain('200');
    const echo = await lastEcho(page);
    expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // The echo server received a real multipart body: parse it as a server would.
    const form = await new Response(echo.body, {
      headers: { 'Content-Type': echo.headers['content-type'] ?? '' },
    }).formData();
    expect(form.get('note')).toBe('hello');
    const file = form.get('upload') as File;
    expect(file.name).toBe('notes.txt');
    expect(file.type).toBe('text/plain');
    expect(await file.text()).toBe('Analytical Engine notes\n');

    // Removing the file leaves the row asking for one, and switching back to text gives a value field.
    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expect.poll(() => picker.textContent()).not.toContain('notes.txt');
    await expect.poll(() => page.getByRole('button', { name: 'Select file' }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Field 2 type' }).selectOption('text');
    await expect.poll(() => page.getByRole('textbox', { name: 'Field 2 value' }).count()).toBe(1);
    await context.close();
  });

  it('sends a binary body from a file, byte for byte', async () => {
    const { context, page } = await openApp(stack);
    await startPost(page, 'PUT', 'Binary (file)');
    const bytes = Buffer.from([...Array(128).keys()]);
    await page.getByLabel('Body file', { exact: true }).setInputFiles({
      name: 'table.bin',
      mimeType: 'application/octet-stream',
      buffer: bytes,
    });
    await expect.poll(() => page.locator('.file-picker').textContent()).toContain('table.bin128 Bytes');
    await send(page);
    const echo = await lastEcho(page);
    expect(echo.method).toBe('PUT');
    expect(echo.headers['content-type']).toBe('application/octet-stream');
    expect(echo.headers['content-length']).toBe('128');
    // Bytes 0–127 are ASCII, so the echo's text is exactly what was sent.
    expect(echo.body).toBe(bytes.toString('utf8'));
    await context.close();
  });

  it('keeps a small file across a reload, and asks for a large one to be selected again', async () => {
    const { context, page } = await openApp(stack);
    await startPost(page, 'POST', 'form-data');
    await page.getByRole('textbox', { name: 'New field name' }).pressSequentially('small');
    await page.getByRole('combobox', { name: 'Field 1 type' }).selectOption('file');
    await page.getByLabel('Field 1 file', { exact: true }).setInputFiles(notes);
    await page.getByRole('textbox', { name: 'New field name' }).pressSequentially('large');
    await page.getByRole('combobox', { name: 'Field 2 type' }).selectOption('file');
    await page
      .getByLabel('Field 2 file', { exact: true })
      .setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(300 * 1024, 7) });
    await expect
      .poll(() => page.locator('.file-picker').nth(1).textContent())
      .toContain('Files over 256 KB are not stored with the request: this one is kept until the page reloads.');

    await page.reload();
    await page.getByRole('tab', { name: 'Body' }).click();
    const pickers = page.locator('.file-picker');
    await expect.poll(() => pickers.nth(0).textContent()).toContain('notes.txt24 Bytes');
    expect(await pickers.nth(1).textContent()).toContain(
      'The content of "big.bin" was not stored: select the file again to send it.',
    );
    await send(page);
    const failure = await page.locator('.response-error').textContent();
    expect(failure).toContain('Request Failed');
    expect(failure).toContain('Select the file "big.bin" again: its content is not stored with the request');
    expect(failure).toContain('Error Code: FILE_NOT_FOUND');

    // Selected again, the request goes through with both files.
    await page
      .getByLabel('Field 2 file', { exact: true })
      .setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(300 * 1024, 7) });
    await expect.poll(() => pickers.nth(1).textContent()).not.toContain('select the file again');
    await send(page);
    await expect.poll(() => page.locator('.response-meta').count()).toBe(1);
    expect(await page.locator('.response-meta').textContent()).toContain('200');
    await context.close();
  });
});
