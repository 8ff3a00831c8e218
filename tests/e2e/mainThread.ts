// Measures the page's main thread while a user action runs, from a Chromium trace: heavy work
// must not freeze the page. CPU time is what the page's own code costs; wall time also
// counts time the thread waited for a core, which on a loaded machine is most of it.
import type { Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTrace {
  /** The longest task of the page's main thread, in milliseconds of wall time. */
  longestWallMs: number;
  /** The most CPU time one task of the page's main thread used, in milliseconds. */
  longestCpuMs: number;
}

export async function traceMainThread(page: Page, action: () => Promise<void>): Promise<MainThreadTrace> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', '__metadata'] } });
  try {
    await action();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.ph === 'X' && event.name.endsWith('RunTask') && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  if (tasks.length === 0) throw new Error('The trace holds no task of the page: nothing was measured');
  return {
    longestWallMs: Math.max(...tasks.map((task) => (task.dur ?? 0) / 1000)),
    longestCpuMs: Math.max(...tasks.map((task) => (task.tdur ?? 0) / 1000)),
  };
}
