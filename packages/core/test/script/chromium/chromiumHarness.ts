// Serves the Worker host to real Chromium for the contract suite: esbuild bundles the harness page
// and the worker entry (with its lazily imported libraries), a loopback server on port 0 serves
// them, and playwright-core drives one headless browser for the whole suite.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { ScriptInput, ScriptOutput } from '../../../src/script/host.js';
import { launchChromium } from '@courier/testkit/chromium';
import { httpUpstream } from '@courier/testkit/servers';

const here = fileURLToPath(new URL('.', import.meta.url));

export interface ChromiumHarness {
  run(inputs: ScriptInput[]): Promise<ScriptOutput[]>;
  /** Evaluates an expression in the page, to check the page itself was left untouched. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export async function startChromiumHarness(): Promise<ChromiumHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-worker-harness-'));
  await build({
    entryPoints: {
      harness: join(here, 'harness.ts'),
      scriptWorker: join(here, '../../../src/script/worker/scriptWorker.ts'),
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: dir,
    conditions: ['courier-source'],
    logLevel: 'error',
  });
  const server = await httpUpstream((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><script type="module" src="/harness.js"></script>');
      return;
    }
    readFile(join(dir, path)).then(
      (content) => {
        response.writeHead(200, {
          'content-type': extname(path) === '.js' ? 'text/javascript' : 'application/octet-stream',
        });
        response.end(content);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page: Page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => 'runInputs' in globalThis);
    const opened = browser;
    return {
      // Inputs and outputs cross as JSON text: the model's JSON types are too deep for playwright's typing.
      run: async (inputs) =>
        JSON.parse(
          await page.evaluate(
            async (text) =>
              JSON.stringify(
                await (globalThis as unknown as { runInputs(i: unknown): Promise<unknown> }).runInputs(
                  JSON.parse(text),
                ),
              ),
            JSON.stringify(inputs),
          ),
        ) as ScriptOutput[],
      evaluate: (expression) => page.evaluate(expression),
      async close() {
        await opened.close();
        await server.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
