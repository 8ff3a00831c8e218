import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// The web app bundles core with Vite: code generation must not pull Node-only modules (httpsnippet's
// entry point does: url, querystring, form-data…), and must run where Buffer and require do not exist.
describe('codegen in a browser bundle', () => {
  it('bundles for the browser and generates code with only browser globals', async () => {
    const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
    const result = await build({
      stdin: {
        contents: `import { generateCode } from ${JSON.stringify(entry)};
          globalThis.snippet = generateCode({ method: 'POST', url: 'https://a.test/x', headers: [],
            pathVariables: [], body: { mode: 'raw', raw: 'hi', language: 'text' }, auth: { type: 'none' } }, 'http');`,
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      conditions: ['courier-source'],
      write: false,
      logLevel: 'silent',
    });
    const context: Record<string, unknown> = {
      URL,
      URLSearchParams,
      TextEncoder,
      TextDecoder,
      btoa,
      atob,
      crypto,
      console,
    };
    runInNewContext(result.outputFiles[0]?.text ?? '', context);
    expect(context.snippet).toContain('POST /x HTTP/1.1');
    expect(context.snippet).toContain('Content-Length: 2');
  }, 30_000);
});
