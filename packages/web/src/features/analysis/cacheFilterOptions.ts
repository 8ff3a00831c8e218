// The choices of the cache filters: the three usual environments, joined by any other name the
// server has recorded (compared without case, as the server filters), the five methods and the
// statuses users look for most.
const USUAL_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export const FILTER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export const FILTER_STATUSES = [200, 201, 400, 401, 404, 500] as const;

export function environmentChoices(recorded: readonly string[]): string[] {
  const choices: string[] = [...USUAL_ENVIRONMENTS];
  const known = new Set(choices);
  for (const name of recorded) {
    const key = name.toLowerCase();
    if (known.has(key)) continue;
    known.add(key);
    choices.push(name);
  }
  return choices;
}
