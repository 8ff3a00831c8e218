// For tests of code that waits: stores write to storage after a delay (lib/persist.ts), the OAuth
// popup is watched on an interval. Each test runs on a fake clock it advances itself, and the next
// file finds the real one again.
import { afterEach, beforeEach, vi } from 'vitest';

export function fakeTimersEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
