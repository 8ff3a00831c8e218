// The Settings button's dialog: the current workspace's name, description and settings. Owners and
// admins change them; everyone else reads them.
import { ROLE_PERMISSIONS, updateWorkspaceSchema, type Workspace } from '@courier/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { NameAndDescriptionFields, type NameAndDescription } from '../../ui/NameAndDescriptionFields.js';
import { SettingsFields } from './SettingsFields.js';
import { useWorkspace } from './useWorkspace.js';

export function SettingsDialog({
  workspace,
  isOpen,
  onClose,
}: {
  workspace: Workspace;
  isOpen: boolean;
  onClose: () => void;
}) {
  const updateSettings = useWorkspace((state) => state.updateSettings);
  const [form, setForm] = useState({ name: '', description: '', settings: workspace.settings });
  const [nameError, setNameError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const manages = ROLE_PERMISSIONS[workspace.role].includes('manage_settings');

  useEffect(() => {
    if (!isOpen) return;
    setForm({ name: workspace.name, description: workspace.description, settings: workspace.settings });
    setNameError(undefined);
    setServerError(undefined);
  }, [isOpen, workspace]);

  const changeNameOrDescription = (patch: Partial<NameAndDescription>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (patch.name !== undefined) setNameError(undefined);
  };

  const submit = async () => {
    const checked = updateWorkspaceSchema.safeParse(form);
    if (!checked.success) {
      setNameError(checked.error.issues.find((issue) => issue.path[0] === 'name')?.message);
      return;
    }
    setBusy(true);
    const failure = await updateSettings({ ...form, name: form.name.trim() });
    setBusy(false);
    if (failure) setServerError(failure);
    else onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Workspace Settings"
      subject={`Workspace: ${workspace.name}`}
      formId="workspace-settings-form"
      submitLabel="Save"
      busyLabel="Saving…"
      busy={busy}
      readOnly={!manages}
      error={serverError}
      onSubmit={() => void submit()}
    >
      {manages ? null : <p className="muted">Only the workspace&apos;s owner and admins change its settings.</p>}
      <NameAndDescriptionFields
        nameLabel="Workspace name"
        nameError={nameError}
        isDisabled={!manages}
        values={form}
        onChange={changeNameOrDescription}
      />
      <SettingsFields
        settings={form.settings}
        disabled={!manages}
        onChange={(settings) => setForm((current) => ({ ...current, settings }))}
      />
    </FormDialog>
  );
}
