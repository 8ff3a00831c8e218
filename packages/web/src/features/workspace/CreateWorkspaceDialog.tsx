// 'Create New Workspace': a name (required), a description, its type and settings, with a new
// workspace's defaults (private, collaboration, automatic backups and notifications on).
import { createWorkspaceSchema, WorkspaceSettingsSchema, type Team, type WorkspaceSettings } from '@courier/core';
import { useEffect, useState } from 'react';
import { useSession } from '../../lib/session.js';
import { teamsApi } from '../team/teamsApi.js';
import { FormDialog } from '../../ui/FormDialog.js';
import { useFormDialog } from '../../ui/useFormDialog.js';
import { NameAndDescriptionFields } from '../../ui/NameAndDescriptionFields.js';
import { SelectField } from '../../ui/SelectField.js';
import { SettingsFields } from './SettingsFields.js';
import { useWorkspace } from './useWorkspace.js';

type CreatableType = 'team' | 'project';
const EMPTY = {
  name: '',
  description: '',
  type: 'project' as CreatableType,
  settings: WorkspaceSettingsSchema.parse({}) as WorkspaceSettings,
  /** A team workspace's team: its members get in with their team role. */
  teamId: '',
};

export function CreateWorkspaceDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const createWorkspace = useWorkspace((state) => state.createWorkspace);
  const { form, change, nameError, refuseName, serverError, busy, send } = useFormDialog(isOpen, EMPTY, onClose);
  const userId = useSession((state) => state.user?.id);
  const [teams, setTeams] = useState<Team[]>([]);

  useEffect(() => {
    if (!isOpen) return;
    // The teams a team workspace can be given to: those the user owns or administers.
    if (userId)
      teamsApi.teamsOf(userId).then(
        ({ teams: mine }) => setTeams(mine.filter((team) => team.role !== 'member')),
        () => setTeams([]),
      );
  }, [isOpen, userId]);

  const submit = async () => {
    const checked = createWorkspaceSchema.safeParse(form);
    if (!checked.success) {
      refuseName(checked.error.issues);
      return;
    }
    const { teamId, ...fields } = form;
    await send(() => createWorkspace(fields.type === 'team' && teamId ? { ...fields, teamId } : fields));
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create New Workspace"
      formId="create-workspace-form"
      submitLabel="Create Workspace"
      busyLabel="Creating…"
      busy={busy}
      error={serverError}
      onSubmit={() => void submit()}
    >
      <NameAndDescriptionFields
        nameLabel="Workspace name"
        nameError={nameError}
        autoFocus
        values={form}
        onChange={change}
      />
      <SelectField label="Type" value={form.type} onChange={(type) => change({ type: type as CreatableType })}>
        <option value="project">project</option>
        <option value="team">team</option>
      </SelectField>
      {form.type === 'team' ? (
        <SelectField label="Team" value={form.teamId} onChange={(teamId) => change({ teamId })}>
          <option value="">No team: members are added one by one</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SettingsFields settings={form.settings} onChange={(settings) => change({ settings })} />
    </FormDialog>
  );
}
