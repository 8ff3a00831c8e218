import { useStore } from 'zustand';
import { live } from '../../lib/live/live.js';
import { toast } from '../../ui/toasts.js';
import { createTeamStore, type TeamState } from './teamStore.js';
import { teamsApi } from './teamsApi.js';

export const teamStore = createTeamStore({ api: teamsApi, live, toast });

export function useTeam<T>(selector: (state: TeamState) => T): T {
  return useStore(teamStore, selector);
}
