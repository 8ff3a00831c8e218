// The files area's tests over a real server: a repository opened before the server starts (as
// `--open` does), both closed after each test, and the files' live stream read until it tells a change.
import { afterEach } from 'vitest';
import { openRepository, type Repository } from '../src/areas/files/index.js';
import type { DatabaseTarget, ServerMode } from '../src/config.js';
import { startTestServer, type TestServer } from './startTestServer.js';

/** `open(dir)` starts a server on `dialect` with the repository at `dir` open; closed after each test. */
export function useOpenedRepositoryServer(dialect: DatabaseTarget['dialect']): {
  open(dir: string, mode?: ServerMode): Promise<TestServer>;
} {
  let server: TestServer | undefined;
  let repository: Repository | undefined;
  const close = async () => {
    repository?.close();
    await server?.close();
    server = undefined;
    repository = undefined;
  };
  afterEach(close);
  return {
    async open(dir, mode = 'local') {
      // One server at a time: a test that opens again (in another mode, say) closes the first.
      await close();
      repository = openRepository(dir);
      server = await startTestServer({ dialect, repository, config: { mode } });
      return server;
    },
  };
}

/**
 * Reads `GET /api/files/live` and runs `act` once the stream is ready; resolves with what the first
 * change after it says changed.
 */
export async function changeAfter(url: string, act: () => unknown): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/files/live`, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  let acted = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      seen += value;
      if (!acted && seen.includes('event: ready')) {
        acted = true;
        await act();
      }
      const change = /event: change\ndata: (.*)\n\n/.exec(seen);
      if (change) return (JSON.parse(change[1]!) as { data: Record<string, unknown> }).data;
    }
  } finally {
    controller.abort();
  }
}
