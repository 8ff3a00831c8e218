// The Settings button's dialog: the current workspace's name, description and settings. Owners and
// admins change them; everyone else reads them.
import { ROLE_PERMISSIONS, updateWorkspaceSchema, type Workspace } from '@courier/core';
import { useMemo } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { useFormDialog } from '../../ui/useFormDialog.js';
import { NameAndDescriptionFields } from '../../ui/NameAndDescriptionFields.js';
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
  // Each opening, and a teammate's change while open, starts from the workspace as it is.
  const saved = useMemo(
    () => ({ name: workspace.name, description: workspace.description, settings: workspace.settings }),
    [workspace],
  );
  const { form, change, nameError, refuseName, serverError, busy, send } = useFormDialog(isOpen, saved, onClose);
  const manages = ROLE_PERMISSIONS[workspace.role].includes('manage_settings');

  const submit = async () => {
    const checked = updateWorkspaceSchema.safeParse(form);
    if (!checked.success) {
      refuseName(checked.error.issues);
      return;
    }
    await send(() => updateSettings({ ...form, name: form.name.trim() }));
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
        onChange={change}
      />
      <SettingsFields settings={form.settings} disabled={!manages} onChange={(settings) => change({ settings })} />
    </FormDialog>
  );
}
