// Screenshots of the Theme Editor, a theme of one's own open with its preview, at desktop and phone
// sizes under the light and the dark theme, for a person to check: written under /tmp/shots/themes
// (or COURIER_THEMES_SHOTS), never committed.
import { describe, it } from 'vitest';
import { DESKTOP, openApp, PHONE, useStack } from './harness.js';
import { screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_THEMES_SHOTS ?? '/tmp/shots/themes';
const stack = useStack();

const shoot = screenshotsIn(SHOTS);

describe('Theme Editor screenshots', () => {
  it.each(['light', 'dark'] as const)(
    'shows the editor and its preview under the %s theme',
    async (type) => {
      const { context, page } = await openApp(stack);
      page.setDefaultTimeout(10_000);
      const created = await page.request.post(`${stack.server.url}/api/themes`, {
        data: {
          name: `Harbour ${type}`,
          type,
          description: 'Sea and stone',
          colors:
            type === 'light'
              ? { primary: '#0b7285', background: '#f1f3f5', textPrimary: '#1b262c', border: '#ced4da' }
              : { primary: '#3bc9db', background: '#0f1b24', textPrimary: '#dde6ec', border: '#23394a' },
          codeColors: { string: type === 'light' ? '#c2255c' : '#ffa8a8' },
        },
      });
      const id = ((await created.json()) as { data: { id: string } }).data.id;
      await page.request.post(`${stack.server.url}/api/themes/users/default/active`, { data: { themeId: type } });
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${stack.server.url}/themes?tab=editor&theme=${id}`);
        await page.getByRole('form', { name: `Edit theme Harbour ${type}` }).waitFor();
        await shoot(page, `editor-${size}-${type}`);
        await page.getByRole('region', { name: 'Preview' }).scrollIntoViewIfNeeded();
        await shoot(page, `editor-${size}-${type}-preview`);
      }
      await context.close();
    },
    60_000,
  );
});
