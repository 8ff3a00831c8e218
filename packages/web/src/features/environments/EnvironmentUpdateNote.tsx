// 'Updated by …' beside an environment a teammate changed while it was open, until it is edited here.
import type { Environment } from '@courier/core';
import { useStore } from 'zustand';
import { useMemberName } from '../workspace/memberNames.js';
import { environmentUpdates } from './environmentUpdates.js';

export function EnvironmentUpdateNote({ environment }: { environment: Environment }) {
  const update = useStore(environmentUpdates, (state) => state.byEnvironment[environment.id]);
  const shown = update?.variables === environment.variables ? update : undefined;
  const name = useMemberName(shown?.actor ?? null);
  return shown ? (
    <span className="env-update-note muted" role="status">
      Updated by {name}
    </span>
  ) : null;
}
