/** Adds what is new by id; a known id keeps its place with the newer value. */
export function mergeById<T extends { id: string }>(list: readonly T[], added: readonly T[]): T[] {
  const byId = new Map(list.map((item) => [item.id, item]));
  for (const item of added) byId.set(item.id, item);
  return [...byId.values()];
}
