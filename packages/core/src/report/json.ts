import type { RunResult } from '../model/run.js';

/** The run result as JSON (the web runner's export format 'json'), indented for people and diffs. */
export function renderJson(result: RunResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}
