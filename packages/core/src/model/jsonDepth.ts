/**
 * True when a parsed JSON value nests objects or arrays more than `limit` levels deep (the value
 * itself is the first level). Walks with an explicit stack and stops at the first level past the
 * limit, so a hostile value 100,000 levels deep cannot exhaust the call stack.
 */
export function exceedsJsonDepth(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
