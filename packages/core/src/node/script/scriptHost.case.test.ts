// The script host contract: the same cases against the isolated-vm host in Node and the
// Worker host in real Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCases } from '../../../test/script/cases/apiCases.js';
import { outcomeCases } from '../../../test/script/cases/outcomeCases.js';
import { postmanCases } from '../../../test/script/cases/postmanCases.js';
import { safetyCases } from '../../../test/script/cases/safetyCases.js';
import { echoBridge } from '../../../test/script/cases/scriptCase.js';
import { createNodeScriptHost } from './nodeScriptHost.js';
import { startChromiumHarness, type ChromiumHarness } from '../../../test/script/chromium/chromiumHarness.js';
import type { ScriptInput, ScriptOutput } from '../../script/host.js';

const cases = [...apiCases, ...outcomeCases, ...safetyCases, ...postmanCases];

async function runOnNode(inputs: ScriptInput[]): Promise<ScriptOutput[]> {
  const host = createNodeScriptHost();
  const outputs: ScriptOutput[] = [];
  try {
    for (const input of inputs) outputs.push(await host.run(input, echoBridge));
  } finally {
    await host.dispose();
  }
  return outputs;
}

describe('isolated-vm host', () => {
  for (const scriptCase of cases) {
    it(scriptCase.name, async () => scriptCase.check(await runOnNode(scriptCase.runs)));
  }

  it('pollution inside the isolate leaves the host realm untouched', async () => {
    await runOnNode(cases.find((scriptCase) => scriptCase.name.startsWith('a broken built-in'))!.runs.slice(0, 1));
    expect(({} as Record<string, unknown>).sharedHelper).toBeUndefined();
    expect(typeof [].map).toBe('function');
  });
});

describe('Worker host in Chromium', () => {
  let chromium: ChromiumHarness;
  beforeAll(async () => {
    chromium = await startChromiumHarness();
  }, 60_000);
  afterAll(async () => {
    await chromium?.close();
  });

  for (const scriptCase of cases) {
    it.skipIf(scriptCase.skip === 'worker')(scriptCase.name, async () =>
      scriptCase.check(await chromium.run(scriptCase.runs)),
    );
  }

  it('pollution inside the worker leaves the page untouched', async () => {
    await chromium.run(cases.find((scriptCase) => scriptCase.name.startsWith('a broken built-in'))!.runs.slice(0, 1));
    expect(await chromium.evaluate('typeof ({}).sharedHelper + typeof [].map + typeof fetch')).toBe(
      'undefinedfunctionfunction',
    );
  });
});
