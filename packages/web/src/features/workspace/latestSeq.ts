/**
 * The newest sequence number among activity entries with ids '<workspaceId>:<seq>': where a live
 * scope can resume after lists read after it, rather than replaying the workspace's whole history.
 */
export function latestSeq(activities: ReadonlyArray<{ id: string }>): number {
  let latest = 0;
  for (const { id } of activities) {
    const seq = Number(id.slice(id.lastIndexOf(':') + 1));
    if (Number.isInteger(seq) && seq > latest) latest = seq;
  }
  return latest;
}
