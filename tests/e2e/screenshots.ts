// Screenshots for looking at a view, written to a folder of PNGs: the pointer is moved out of the
// way and transitions are given a moment, so no hover or half-faded state shows.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export type Shoot = (page: Page, name: string) => Promise<void>;

export function screenshotsIn(dir: string): Shoot {
  return async (page, name) => {
    mkdirSync(dir, { recursive: true });
    await page.mouse.move(0, 0);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(dir, `${name}.png`) });
  };
}
