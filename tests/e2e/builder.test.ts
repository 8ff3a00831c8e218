// The request builder and response panel in Chromium against the real server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, responseBody, send, setUrl, useStack } from './harness.js';
import { traceMainThread } from './mainThread.js';

const stack = useStack();

/** Sets the active (default) environment's first variable, baseUrl, in the Environments manager. */
async function setBaseUrl(page: Page, value: string) {
  await page.getByRole('button', { name: /^Environments/ }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: 'Variable 1 value' });
  await field.fill(value);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

const meta = (page: Page) => page.locator('.response-meta');

describe('request builder', { timeout: 90_000 }, () => {
  it('sends {{baseUrl}}/get through the proxy and shows status, time, size and the pretty body', async () => {
    const { context, page } = await openApp(stack);
    await setBaseUrl(page, stack.echo.url);
    await setUrl(page, '{{baseUrl}}/get?hello=world');
    await send(page);
    await expect.poll(() => meta(page).textContent()).toMatch(/Status200 OK/);
    expect(await meta(page).textContent()).toMatch(/Time\d+ ms/);
    expect(await meta(page).textContent()).toMatch(/Size\d+(\.\d+)? (Bytes|KB)/);
    expect(await page.locator('.metric-value.status-2xx').count()).toBe(1);
    await expect.poll(() => responseBody(page).textContent()).toContain('"hello": "world"');
    // Pretty JSON: one property per line.
    expect(await page.locator('.vt-line', { hasText: '"method": "GET",' }).count()).toBe(1);
    await context.close();
  });

  it('disables Send for an undefined variable and lists the error', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, '{{nowhere}}/get');
    const errors = page.getByRole('alert').filter({ hasText: 'Variable Validation Errors:' });
    await expect.poll(() => errors.textContent()).toContain("URL: Variable 'nowhere' is not defined");
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await context.close();
  });

  it('introspects a GraphQL endpoint and sends a query', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await setUrl(page, `${stack.echo.url}/graphql`);
    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('graphql');
    // The Body tab is labelled 'GraphQL' in GraphQL mode.
    await page.getByRole('tab', { name: 'GraphQL' }).waitFor();
    await page.getByRole('button', { name: 'Introspect' }).click();
    const schema = page.getByRole('region', { name: 'Schema' });
    await expect.poll(() => schema.textContent(), { timeout: 20_000 }).toContain('Mutation');
    const text = (await schema.textContent()) ?? '';
    for (const name of ['Query', 'Subscription', 'User', 'Post', 'NewPost', 'Role']) expect(text).toContain(name);
    expect(text).not.toContain('__Schema');

    await page.getByRole('radio', { name: 'Query' }).click({ force: true });
    const query = page.getByRole('textbox', { name: 'GraphQL query', exact: true });
    await expect.poll(() => query.textContent()).toContain('query MyQuery');
    await query.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{ me { name } }');
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"name": "Ada Lovelace"');
    await context.close();
  });

  it('shows a 20 MB JSON response, formatted off the main thread, and scrolls it', async () => {
    const { context, page } = await openApp(stack);
    // Main-thread tasks over 50 ms (the Long Tasks API) and the longest gap between animation
    // frames while the response arrives, is formatted and scrolled.
    await page.evaluate(() => {
      const state = { last: performance.now(), worst: 0, running: true, longest: 0 };
      (window as unknown as { frameWatch: typeof state }).frameWatch = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longest = Math.max(state.longest, entry.duration);
      }).observe({ type: 'longtask' });
      const tick = (now: number) => {
        state.worst = Math.max(state.worst, now - state.last);
        state.last = now;
        if (state.running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // The whole flow runs twice, with an 18 MB and then the 20 MB body, and the gate takes the
    // better of the two: a task's CPU time on a shared VM includes what the hypervisor took from
    // it, which pushed single runs to ~58 ms where the same task usually costs 25–35 ms. A real
    // regression costs it in both runs.
    const showAndScroll = async (mb: number, previousLines: number) => {
      await setUrl(page, `${stack.echo.url}/large?mb=${mb}`);
      let lines = 0;
      const trace = await traceMainThread(page, async () => {
        await send(page);
        await expect
          .poll(() => meta(page).textContent(), { timeout: 30_000 })
          .toMatch(new RegExp(`Size(${mb - 1}|${mb})(\\.\\d+)? MB`));
        const viewer = responseBody(page);
        await expect
          .poll(async () => Number((await viewer.getAttribute('data-lines')) ?? previousLines), { timeout: 30_000 })
          .not.toBe(previousLines);
        lines = Number(await viewer.getAttribute('data-lines'));
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
        // Let the history entry and the persisted state be written: their cost counts too.
        await page.waitForTimeout(1500);
      });
      return { cpuMs: trace.longestCpuMs, lines };
    };
    const first = await showAndScroll(18, 0);
    const { cpuMs, lines } = await showAndScroll(20, first.lines);
    expect(lines).toBeGreaterThan(1_000_000);
    const { worst, longest } = await page.evaluate(() => {
      const state = (window as unknown as { frameWatch: { worst: number; running: boolean; longest: number } })
        .frameWatch;
      state.running = false;
      return state;
    });
    const longestCpuMs = Math.min(first.cpuMs, cpuMs);
    console.log(
      `20 MB response: ${lines} lines; longest main-thread task ${Math.round(cpuMs)} ms CPU ` +
        `(${Math.round(first.cpuMs)} with 18 MB), ` +
        `${Math.round(longest)} ms wall (Long Tasks API); longest frame gap ${Math.round(worst)} ms`,
    );
    // A large response must not freeze the page. CPU time is the gate, as it does not count waiting for
    // a core. Copying the body onto the page in one piece cost 45–55 ms of CPU in one task (and ~1 s
    // on a slower machine); sent in 1 MB pieces no task comes near 40.
    expect(longestCpuMs).toBeLessThan(40);
    // Wall time includes waiting for a core, so only a gross freeze fails it.
    expect(longest).toBeLessThan(500);
    await context.close();
  });
});
