// The recorded responses' date range as the user picks it — whole days in their own time zone, both
// included — turned into the instants the server compares entries' times with.

/** The instant a picked day (YYYY-MM-DD, as a date field gives it) starts, here; undefined when there is none. */
export function dayStart(day: string, laterDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, date + laterDays).toISOString();
}

/** The range's instants: from the start of the first day to the start of the day after the last. */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  const start = dayStart(from);
  const end = dayStart(to, 1);
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}
