// Screenshots of a request's Settings tab with TLS verification turned off, and the warning on its
// response, at desktop and phone sizes, light and dark, for a person to check: written under
// /tmp/shots/request-settings (or COURIER_REQUEST_SETTINGS_SHOTS), never committed.
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openApp, send, setUrl, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_REQUEST_SETTINGS_SHOTS ?? '/tmp/shots/request-settings';
const stack = useStack();
const shoot = screenshotsIn(SHOTS);
let site: Upstream;

beforeAll(async () => {
  site = await httpUpstream((_request, response) => response.end('{"ok":true}'));
});
afterAll(() => site?.close());

describe("a request's Settings tab", { timeout: 180_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport, theme });
      await setUrl(page, `${site.url}/status`);
      await page.getByRole('tab', { name: /^Settings/ }).click();
      await page.getByRole('switch', { name: 'Verify TLS certificate' }).click({ force: true });
      await send(page);
      await page.getByRole('status').filter({ hasText: "this request's Settings tab" }).waitFor();
      await shoot(page, `settings-${size}-${theme}`);
      await context.close();
    });
  }
});
