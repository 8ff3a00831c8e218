// The page side of the Chromium contract run: one Worker host per case, fed the case's inputs.
import { createWorkerScriptHost } from '../../../src/script/worker/workerScriptHost.js';
import type { ScriptInput, ScriptOutput } from '../../../src/script/host.js';
import { echoBridge } from '../cases/scriptCase.js';

async function runInputs(inputs: ScriptInput[]): Promise<ScriptOutput[]> {
  const host = createWorkerScriptHost(() => new Worker('/scriptWorker.js', { type: 'module' }));
  const outputs: ScriptOutput[] = [];
  try {
    for (const input of inputs) outputs.push(await host.run(input, echoBridge));
  } finally {
    await host.dispose();
  }
  return outputs;
}

Object.assign(globalThis, { runInputs });
