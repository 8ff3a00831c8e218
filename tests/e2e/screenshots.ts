// Screenshots for looking at a view, written to a folder of PNGs: the pointer is moved out of the
// way and transitions are given a moment, so no hover or half-faded state shows.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.js';

export type Shoot = (page: Page, name: string) => Promise<void>;

export function screenshotsIn(dir: string): Shoot {
  return async (page, name) => {
    mkdirSync(dir, { recursive: true });
    await page.mouse.move(0, 0);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(dir, `${name}.png`) });
  };
}

/** Every look a view is checked in: light and dark, each at desktop and phone size. */
export const LOOKS = (['light', 'dark'] as const).flatMap((theme) =>
  (
    [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const
  ).map(([size, viewport]) => ({ theme, size, viewport })),
);
