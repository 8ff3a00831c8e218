import type { RunResult } from '../model/run.js';

/** The run result as JSON (spec 01 §9 export format 'json'), indented for people and diffs. */
export function renderJson(result: RunResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}
