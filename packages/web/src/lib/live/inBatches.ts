// Live events taken in batches: a burst (a teammate importing thousands of requests) is applied a few
// hundred at a time, one task each, so the tab that receives it never holds still while it catches up.

/** Most events in one task: a batch of saved items is put in place in a few milliseconds. */
const MOST_PER_BATCH = 500;

/** Calls `apply` with what came since the last call, at most `most` at a time, each batch in a task of its own. */
export function inBatches<T>(apply: (batch: T[]) => void, most = MOST_PER_BATCH): (item: T) => void {
  const waiting: T[] = [];
  let scheduled = false;
  const next = () => {
    const batch = waiting.splice(0, most);
    if (waiting.length > 0) setTimeout(next, 0);
    else scheduled = false;
    apply(batch);
  };
  return (item) => {
    waiting.push(item);
    if (scheduled) return;
    scheduled = true;
    setTimeout(next, 0);
  };
}
