// `npm run bench web`: how the web app feels with a big collection, in Chromium. With a generated
// Postman collection of 20,000 requests it times: the import until the tree shows it; a reload until
// the tree shows it again; Expand All (the longest main-thread task, from the Long Tasks API);
// scrolling the open tree for 5 s (frames dropped, from requestAnimationFrame); the Ctrl+K palette
// until its first results; and a click on a request until the builder shows it. Beside each figure,
// the anchor: the same at 1,000 requests, in the same run. Times run from the input event's own
// timestamp to the frame after the result is on the page. It prints the table against the targets
// rather than failing on them, as a shared machine's stolen CPU time would fail them for nothing.
import { generatedPostmanCollection, generatedRequestName } from '@courier/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, useStack } from './harness.js';
import { openImportExport } from './importDialog.js';
import { traceMainThread } from './mainThread.js';

const stack = useStack();
const SIZES = [1_000, 20_000] as const;
const SCROLL_MS = 5_000;
const FRAME_MS = 1000 / 60;

interface Figures {
  importMs: number;
  reloadMs: number | 'lost';
  expandMs: number;
  expandLongestTaskMs: number;
  expandLongestCpuMs: number;
  scrollFps: number;
  scrollDroppedFrames: number;
  paletteMs: number;
  paletteSearchMs: number;
  openRequestMs: number;
}

interface Watched {
  /** Elements matching this selector… */
  selector: string;
  /** …one of which holds this text. */
  text: string;
}

/**
 * Starts watching for the next key or pointer press (or typed text), then for `watched` on the page: `settled`
 * answers the milliseconds from the press (its event timestamp) to the frame after `watched` shows.
 */
async function watchFromInput(page: Page, watched: Watched): Promise<{ settled: () => Promise<number> }> {
  await page.evaluate(({ selector, text }) => {
    const bench = window as unknown as { benchDone?: Promise<number> };
    bench.benchDone = new Promise<number>((resolve) => {
      let pressed: number | undefined;
      const press = (event: Event) => {
        pressed ??= event.timeStamp;
      };
      for (const type of ['keydown', 'pointerdown', 'input'])
        addEventListener(type, press, { capture: true, once: true });
      const shown = () =>
        [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text));
      const observer = new MutationObserver(() => {
        if (pressed === undefined || !shown()) return;
        observer.disconnect();
        const start = pressed;
        requestAnimationFrame(() => resolve(performance.now() - start));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }, watched);
  return {
    settled: () =>
      page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone) as Promise<number>,
  };
}

async function timeFromInput(page: Page, watched: Watched, act: () => Promise<void>): Promise<number> {
  const { settled } = await watchFromInput(page, watched);
  await act();
  return settled();
}

/** The longest main-thread task (Long Tasks API) while `act` runs, until two frames after it. */
async function longestTask(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const bench = window as unknown as { benchLongest: number; benchObserver?: PerformanceObserver };
    bench.benchLongest = 0;
    bench.benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.benchLongest = Math.max(bench.benchLongest, entry.duration);
    });
    bench.benchObserver.observe({ type: 'longtask' });
  });
  await act();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const bench = window as unknown as { benchLongest: number; benchObserver: PerformanceObserver };
            // Entries are delivered after their task: take those still queued.
            for (const entry of bench.benchObserver.takeRecords())
              bench.benchLongest = Math.max(bench.benchLongest, entry.duration);
            bench.benchObserver.disconnect();
            resolve(bench.benchLongest);
          }),
        ),
      ),
  );
}

/** Scrolls the tree down a row and a half per frame for `ms`, counting the frames a 60 Hz screen would miss. */
function scrollTree(page: Page, ms: number): Promise<{ fps: number; dropped: number }> {
  return page.evaluate(
    ({ ms, frameMs }) =>
      new Promise<{ fps: number; dropped: number }>((resolve) => {
        const tree = document.querySelector<HTMLElement>('[role=tree]');
        if (!tree) throw new Error('No tree on the page');
        let frames = 0;
        let dropped = 0;
        const started = performance.now();
        let last = started;
        const frame = (now: number) => {
          frames += 1;
          dropped += Math.max(0, Math.round((now - last) / frameMs) - 1);
          last = now;
          if (now - started >= ms) {
            resolve({ fps: (frames * 1000) / (now - started), dropped });
            return;
          }
          tree.scrollTop = tree.scrollTop + 42 >= tree.scrollHeight - tree.clientHeight ? 0 : tree.scrollTop + 42;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { ms, frameMs: FRAME_MS },
  );
}

async function measure(requests: number): Promise<Figures> {
  const name = `Generated ${requests} requests`;
  const collectionRow = { selector: '[role=treeitem]', text: name };
  const { context, page } = await openApp(stack);
  try {
    const file = {
      name: 'generated.postman_collection.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(generatedPostmanCollection({ requests }))),
    };
    const dialog = await openImportExport(page, 'Import');
    // A 15 MB file crosses to the browser slowly on a busy machine.
    await dialog.locator('input[type=file]:not([webkitdirectory])').setInputFiles(file, { timeout: 120_000 });
    const importMs = await timeFromInput(page, collectionRow, () =>
      dialog.getByRole('button', { name: 'Import', exact: true }).click(),
    );
    await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 120_000 }).toContain('1 collection');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // From the navigation's start (performance.now() 0) to the collection's row in the tree.
    await page.reload();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    const shownAgain = await page
      .getByRole('treeitem', { name })
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    const reloadMs: number | 'lost' = shownAgain ? await page.evaluate(() => performance.now()) : 'lost';
    if (!shownAgain) {
      // What was imported but not kept is imported again, to measure the rest.
      const again = await openImportExport(page, 'Import');
      await again.locator('input[type=file]:not([webkitdirectory])').setInputFiles(file, { timeout: 120_000 });
      await again.getByRole('button', { name: 'Import', exact: true }).click();
      await expect.poll(() => again.getByRole('status').textContent(), { timeout: 120_000 }).toContain('1 collection');
      await page.keyboard.press('Escape');
    }

    const tree = page.getByRole('tree', { name: 'Collections' });
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    let expandMs = 0;
    let expandLongestTaskMs = 0;
    // CPU time too: wall time on a shared machine includes waiting for a core.
    const expandTrace = await traceMainThread(page, async () => {
      expandLongestTaskMs = await longestTask(page, async () => {
        expandMs = await timeFromInput(page, { selector: '[role=treeitem]', text: generatedRequestName(0) }, () =>
          page.getByRole('menuitem', { name: 'Expand All' }).click(),
        );
      });
    });

    const scroll = await scrollTree(page, SCROLL_MS);
    await tree.evaluate((element) => element.scrollTo(0, 0));
    await tree.getByRole('treeitem', { name: 'Area 0', exact: true }).waitFor();

    const paletteMs = await timeFromInput(page, { selector: '[role=option]', text: '' }, () =>
      page.keyboard.press('ControlOrMeta+k'),
    );
    const last = generatedRequestName(requests - 1);
    const paletteSearchMs = await timeFromInput(
      page,
      { selector: '[role=option][aria-setsize="1"]', text: last },
      // The search box takes the whole search at once, as a paste would.
      () => page.getByRole('combobox', { name: 'Search commands' }).fill(`folder ${last.toLowerCase()}`),
    );
    await page.keyboard.press('Escape');

    const opened = generatedRequestName(2);
    const openRequestMs = await timeFromInput(page, { selector: '.builder-title', text: opened }, () =>
      tree.locator('.tree-label', { hasText: opened }).click(),
    );
    return {
      importMs,
      reloadMs,
      expandMs,
      expandLongestTaskMs,
      expandLongestCpuMs: expandTrace.longestCpuMs,
      scrollFps: scroll.fps,
      scrollDroppedFrames: scroll.dropped,
      paletteMs,
      paletteSearchMs,
      openRequestMs,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number | 'lost') => (value === 'lost' ? 'lost' : `${Math.round(value)} ms`);

describe('the web app with a big collection', { timeout: 900_000 }, () => {
  it('prints how import, reload, Expand All, scrolling, the palette and opening a request feel', async () => {
    const [anchor, big] = [await measure(SIZES[0]), await measure(SIZES[1])];
    const row = (
      measured: string,
      target: string,
      show: (figures: Figures) => string,
      met: (figures: Figures) => boolean,
    ) => ({
      measured,
      [`${SIZES[0]} requests (anchor)`]: show(anchor),
      [`${SIZES[1]} requests`]: show(big),
      target,
      met: met(big) ? 'yes' : 'NO',
    });
    const within = (value: number | 'lost', limit: number) => value !== 'lost' && value <= limit;
    console.log(`The web app in Chromium with generated Postman collections (this machine, one run)`);
    console.table([
      row(
        'import to usable tree',
        '≤ 2000 ms',
        (f) => ms(f.importMs),
        (f) => within(f.importMs, 2000),
      ),
      row(
        'reload to usable tree',
        '≤ 1500 ms',
        (f) => ms(f.reloadMs),
        (f) => within(f.reloadMs, 1500),
      ),
      row(
        'Expand All until the rows show',
        '—',
        (f) => ms(f.expandMs),
        () => true,
      ),
      row(
        'Expand All: longest main-thread task, wall time',
        '≤ 100 ms',
        (f) => ms(f.expandLongestTaskMs),
        (f) => f.expandLongestTaskMs <= 100,
      ),
      row(
        'Expand All: longest main-thread task, CPU time',
        '≤ 100 ms',
        (f) => ms(f.expandLongestCpuMs),
        (f) => f.expandLongestCpuMs <= 100,
      ),
      row(
        `scroll the open tree ${SCROLL_MS / 1000} s: frames per second`,
        '60',
        (f) => f.scrollFps.toFixed(1),
        (f) => f.scrollFps >= 59,
      ),
      row(
        `scroll the open tree ${SCROLL_MS / 1000} s: frames dropped`,
        '0',
        (f) => String(f.scrollDroppedFrames),
        (f) => f.scrollDroppedFrames === 0,
      ),
      row(
        'Ctrl+K until the first results',
        '≤ 100 ms',
        (f) => ms(f.paletteMs),
        (f) => within(f.paletteMs, 100),
      ),
      row(
        'palette search for the last request',
        '≤ 100 ms',
        (f) => ms(f.paletteSearchMs),
        (f) => within(f.paletteSearchMs, 100),
      ),
      row(
        'click a request until the builder shows it',
        '≤ 150 ms',
        (f) => ms(f.openRequestMs),
        (f) => within(f.openRequestMs, 150),
      ),
    ]);
    expect(big.importMs).toBeGreaterThan(0);
  });
});
