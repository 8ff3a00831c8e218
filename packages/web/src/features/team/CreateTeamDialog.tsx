// 'Create New Team': a name (required), a description, type, visibility and whether members may
// invite, with the defaults a new team has (team, private, invitations allowed).
import { createTeamSchema, TEAM_TYPES, TEAM_VISIBILITIES, type TeamType, type TeamVisibility } from '@courier/core';
import { FormDialog } from '../../ui/FormDialog.js';
import { useFormDialog } from '../../ui/useFormDialog.js';
import { NameAndDescriptionFields } from '../../ui/NameAndDescriptionFields.js';
import { SelectField } from '../../ui/SelectField.js';
import { useTeam } from './useTeam.js';

const EMPTY = {
  name: '',
  description: '',
  type: 'team' as TeamType,
  visibility: 'private' as TeamVisibility,
  allowInvites: true,
};

export function CreateTeamDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const createTeam = useTeam((state) => state.createTeam);
  const { form, change, nameError, refuseName, serverError, busy, send } = useFormDialog(isOpen, EMPTY, onClose);

  const submit = async () => {
    const checked = createTeamSchema.safeParse(form);
    if (!checked.success) {
      refuseName(checked.error.issues);
      return;
    }
    await send(() => createTeam(form));
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create New Team"
      formId="create-team-form"
      submitLabel="Create Team"
      busyLabel="Creating…"
      busy={busy}
      error={serverError}
      onSubmit={() => void submit()}
    >
      <NameAndDescriptionFields
        nameLabel="Team name"
        nameError={nameError}
        descriptionRows={3}
        autoFocus
        values={form}
        onChange={change}
      />
      <div className="field-pair">
        <SelectField label="Type" value={form.type} onChange={(type) => change({ type: type as TeamType })}>
          {TEAM_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Visibility"
          value={form.visibility}
          onChange={(visibility) => change({ visibility: visibility as TeamVisibility })}
        >
          {TEAM_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {visibility}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.allowInvites}
          onChange={(event) => change({ allowInvites: event.target.checked })}
        />
        Members may invite others
      </label>
    </FormDialog>
  );
}
