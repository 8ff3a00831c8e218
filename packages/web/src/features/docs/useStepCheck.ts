// Whether a step's check holds now: read when the step shows, when the window regains focus and
// every few seconds while it is on screen, so doing the step elsewhere is noticed.
import { useEffect, useState } from 'react';
import { checkHolds } from './checks/checkRegistry.js';
import { liveAppState } from './checks/liveAppState.js';
import type { StepCheck } from './pageSchema.js';

const RECHECK_MS = 4000;

export function useStepCheck(check: StepCheck | undefined, enabled: boolean): boolean {
  const [holds, setHolds] = useState(false);
  useEffect(() => {
    if (!check || !enabled) return;
    let live = true;
    const read = () => {
      checkHolds(check, liveAppState).then(
        (result) => live && setHolds(result),
        // A server call that fails (signed out in hosted mode, offline) leaves the step unconfirmed.
        () => live && setHolds(false),
      );
    };
    read();
    const timer = setInterval(read, RECHECK_MS);
    window.addEventListener('focus', read);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', read);
    };
  }, [check, enabled]);
  return holds;
}
