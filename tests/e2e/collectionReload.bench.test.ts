// `npm run bench collectionReload`: a reload with big collections in the browser's database, in
// Chromium: every request is back, and reading the stored collections never holds the page in one
// long task. A timing gate, so it runs with the benchmarks rather than in `npm test`, where a loaded
// machine's stolen CPU time would make it fail for nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { generatedCollectionFile } from './generatedCollectionFile.js';
import { collectionsLoaded, openApp, requestCountOf, useStack } from './harness.js';
import { importFile, openImportExport } from './importDialog.js';
import { traceMainThread } from './mainThread.js';
import { tenMegabyteDocument } from './tenMegabyteDocument.js';

const stack = useStack();

const REQUESTS = 20_000;
const GENERATED = `Generated ${REQUESTS} requests`;
const OPENAPI = 'USPTO Data Set API';

/** The 10 MB document in a file: Chromium reads a chosen path itself, quicker than 10 MB over the protocol. */
function tenMegabyteFile(): { path: string; operations: number } {
  const { text, operations } = tenMegabyteDocument();
  const directory = mkdtempSync(join(tmpdir(), 'courier-openapi-'));
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }));
  const path = join(directory, 'uspto-10mb.json');
  writeFileSync(path, text);
  return { path, operations };
}

async function importAndWait(page: Page, file: string, summary: string): Promise<void> {
  const dialog = await openImportExport(page, 'Import');
  await importFile(dialog, file);
  await dialog.getByRole('status').filter({ hasText: summary }).waitFor({ timeout: 180_000 });
  await page.keyboard.press('Escape');
}

/** Reloads until the sidebar has read the stored collections and `ready` is there: the start's longest task in ms of CPU. */
async function tracedReload(page: Page, ready: () => Promise<unknown>): Promise<number> {
  const trace = await traceMainThread(page, async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    await collectionsLoaded(page);
    await ready();
    // What follows the read (the store's check for unsaved changes, the tree's rows) counts too.
    await page.waitForTimeout(1500);
  });
  return trace.longestCpuMs;
}

describe('reloading with big collections', { timeout: 400_000 }, () => {
  it(`finds every request of a ${REQUESTS}-request collection and a 10 MB OpenAPI import, without a long task`, async () => {
    const { context, page } = await openApp(stack);
    const tree = page.getByRole('tree', { name: 'Collections' });
    // What the app's own start costs on this machine, printed beside the figure with the collections.
    const emptyCpuMs = await tracedReload(page, () => page.getByText('No collections yet').waitFor());

    const openapi = tenMegabyteFile();
    await importAndWait(page, generatedCollectionFile(REQUESTS), `${REQUESTS} requests`);
    await importAndWait(page, openapi.path, `${openapi.operations} requests`);

    // The better of two reloads: a task's CPU time on a shared VM includes what the hypervisor took
    // from it; a real regression costs it in both.
    const ready = () => tree.getByText(OPENAPI, { exact: true }).waitFor();
    const runs = [await tracedReload(page, ready), await tracedReload(page, ready)];
    const cpuMs = Math.min(...runs);
    console.log(
      `reload with ${REQUESTS + openapi.operations} requests stored: longest main-thread task ` +
        `${runs.map(Math.round).join(' and ')} ms CPU (with no collections: ${Math.round(emptyCpuMs)} ms)`,
    );
    await expect.poll(() => requestCountOf(page, GENERATED)).toBe(String(REQUESTS));
    await expect.poll(() => requestCountOf(page, OPENAPI)).toBe(String(openapi.operations));
    // CPU time is the gate, as it does not count waiting for a core on a loaded machine. The app's
    // own start is one task of 55–60 ms CPU here once Chromium has cached its compiled script (the
    // first reload, with no collections, takes more). Reading the stored collections on the page made
    // a task of 81–117 ms (JSON.parse and the schema check of the 25 MB record); read in a worker and
    // sent in pieces, no task went above 60.
    expect(cpuMs).toBeLessThanOrEqual(75);
    await context.close();
  });
});
