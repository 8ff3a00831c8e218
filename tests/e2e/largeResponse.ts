// A large JSON response shown and scrolled as a user would: the flow of the builder's 20 MB test
// and of the main-thread gate that times it (mainThread.bench.test.ts).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { responseBody, send, setUrl } from './harness.js';

/**
 * Sends `/large?mb=<mb>` to the echo server, waits until the body viewer shows more lines than
 * `previousLines`, scrolls to the end and, by the wheel, to the middle. Returns the body's lines.
 */
export async function showLargeResponse(page: Page, echoUrl: string, mb: number, previousLines = 0): Promise<number> {
  await setUrl(page, `${echoUrl}/large?mb=${mb}`);
  await send(page);
  await expect
    .poll(() => page.locator('.response-meta').textContent(), { timeout: 30_000 })
    .toMatch(new RegExp(`Size(${mb - 1}|${mb})(\\.\\d+)? MB`));
  const viewer = responseBody(page);
  await expect
    .poll(async () => Number((await viewer.getAttribute('data-lines')) ?? previousLines), { timeout: 30_000 })
    .not.toBe(previousLines);
  const lines = Number(await viewer.getAttribute('data-lines'));
  expect(lines).toBeGreaterThan(900_000);

  // Scroll to the end: the last rows render (the closing bracket of the array).
  await viewer.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect.poll(() => page.locator('.vt-gutter', { hasText: new RegExp(`^${lines}$`) }).count()).toBe(1);
  // And to the middle, by the wheel, as a user would.
  await viewer.evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
  });
  await viewer.hover();
  await page.mouse.wheel(0, 2000);
  const middle = Number(await page.locator('.vt-gutter').first().textContent());
  expect(middle).toBeGreaterThan(lines * 0.4);
  expect(middle).toBeLessThan(lines * 0.6);
  // The rendered rows stay a screenful, not the whole body.
  expect(await page.locator('.vt-row').count()).toBeLessThan(200);
  return lines;
}
