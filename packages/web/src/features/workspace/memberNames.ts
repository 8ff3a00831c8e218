// The names of the people whose changes arrive on the live channel, which names them by user id:
// read from the workspace's members the first time someone unknown acts, and again when a new
// member does.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { workspacesApi } from './workspacesApi.js';

/** Said when a name cannot be read (the call failed): the change is still shown. */
export const SOMEONE = 'a teammate';

interface MemberNamesState {
  names: Readonly<Record<string, string>>;
}

export const memberNames = createStore<MemberNamesState>()(() => ({ names: {} }));

const reading = new Map<string, Promise<void>>();

/** Makes sure `userId`'s name is known, reading `workspaceId`'s members when it is not. */
export function learnName(workspaceId: string, userId: string | null): void {
  if (userId === null || userId in memberNames.getState().names || reading.has(workspaceId)) return;
  const read = workspacesApi
    .members(workspaceId)
    .then(({ members }) => {
      const names = { ...memberNames.getState().names };
      for (const member of members) if (member.name) names[member.userId] = member.name;
      memberNames.setState({ names });
    })
    .catch(() => undefined)
    .finally(() => reading.delete(workspaceId));
  reading.set(workspaceId, read);
}

/** The name of the user `userId`, or 'a teammate' until it is known. */
export function useMemberName(userId: string | null): string {
  return useStore(memberNames, (state) => (userId !== null ? state.names[userId] : undefined) ?? SOMEONE);
}
