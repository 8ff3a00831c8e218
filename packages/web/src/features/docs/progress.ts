// Progress through the guide: the numbered steps completed over all numbered steps, rounded.
import type { DocPage } from './parsePage.js';

/** The key a step's completion and rating are stored under: '<page address>:<step id>'. */
export function stepKey(address: string, stepId: string): string {
  return `${address}:${stepId}`;
}

export function stepKeysOf(pages: readonly Pick<DocPage, 'address' | 'steps'>[]): string[] {
  return pages.flatMap((page) => page.steps.map((step) => stepKey(page.address, step.id)));
}

export interface Progress {
  completed: number;
  total: number;
  /** 0–100, rounded; 0 when there are no steps. */
  percent: number;
}

/** Completions of steps the guide no longer has are not counted. */
export function progressOf(stepKeys: readonly string[], completed: ReadonlySet<string>): Progress {
  const done = stepKeys.filter((key) => completed.has(key)).length;
  const total = stepKeys.length;
  return { completed: done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
