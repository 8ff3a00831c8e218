// The header's count of active collaborators: the people who changed something in the user's teams
// lately, read from the activity the live channel keeps current.
import type { TeamActivity } from '@courier/core';

const ACTIVE_WINDOW_MS = 15 * 60 * 1000;

export function activeCollaborators(activity: readonly TeamActivity[], now: number = Date.now()): number {
  const people = new Set<string>();
  for (const entry of activity) {
    if (entry.userId && now - Date.parse(entry.timestamp) < ACTIVE_WINDOW_MS) people.add(entry.userId);
  }
  return people.size;
}
