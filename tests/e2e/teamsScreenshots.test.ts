// Screenshots of the Team and Workspace views at desktop and phone sizes, light and dark, for a person
// to check: written under /tmp/shots/teams (or COURIER_TEAMS_SHOTS), never committed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { DESKTOP, openApp, PHONE, useStack } from './harness.js';

const SHOTS = process.env.COURIER_TEAMS_SHOTS ?? '/tmp/shots/teams';
const stack = useStack();

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe('team and workspace screenshots', { timeout: 120_000 }, () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`signed out, ${size}, ${theme}`, async () => {
        const { context, page } = await openApp(stack, { viewport, theme });
        await page.goto(`${stack.server.url}/team`);
        await page.getByRole('region', { name: 'Team Collaboration' }).waitFor();
        await shoot(page, `team-signed-out-${size}-${theme}`);
        if (size === 'phone') {
          await page.getByRole('button', { name: 'Open sidebar' }).click();
          await page.waitForTimeout(250);
          await shoot(page, `drawer-${size}-${theme}`);
        }
        await context.close();
      });
    }
  }
});
