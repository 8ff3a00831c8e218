// Screenshots of the Builder's Cookies link and of the Cookies manager with two domains, one cookie open in its line editor, at
// desktop and phone sizes, light and dark, for a person to check: written under /tmp/shots/cookies
// (or COURIER_COOKIES_SHOTS), never committed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, send, setUrl, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_COOKIES_SHOTS ?? '/tmp/shots/cookies';
const stack = useStack();
const shoot = screenshotsIn(SHOTS);
let site: Upstream;

beforeAll(async () => {
  site = await httpUpstream((_: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, {
      'set-cookie': [
        'session=8f2c1e9a; Path=/; HttpOnly; SameSite=Lax',
        'theme=dark; Path=/; Max-Age=31536000',
        'csrf_token=Zx81kQ; Path=/account',
      ],
    });
    response.end('{}');
  });
});
afterAll(() => site?.close());

describe('Cookies manager screenshots', { timeout: 180_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport, theme });
      await setUrl(page, `${site.url}/account/login`);
      await send(page);
      // The Cookies link under Send, where Postman has it.
      await shoot(page, `builder-${size}-${theme}`);
      await page.getByRole('button', { name: 'Cookies', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Manage Cookies' });
      await dialog.getByRole('textbox', { name: 'Domain' }).fill('api.example.com');
      await dialog.getByRole('button', { name: 'Add domain' }).click();
      await dialog.getByRole('textbox', { name: 'New cookie of api.example.com' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.getByRole('button', { name: 'Edit cookie session' }).click();
      await expect
        .poll(() => dialog.getByRole('textbox', { name: 'Cookie session of 127.0.0.1' }).isVisible())
        .toBe(true);
      await shoot(page, `manager-${size}-${theme}`);
      await context.close();
    });
  }
});
