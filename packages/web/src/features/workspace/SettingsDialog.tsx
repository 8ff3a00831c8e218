// The Settings button's dialog: the current workspace's name, description and settings. Owners and
// admins change them; everyone else reads them.
import { ROLE_PERMISSIONS, updateWorkspaceSchema, type Workspace } from '@courier/core';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';
import { TextField } from '../../ui/TextField.js';
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
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Workspace Settings"
      footer={
        manages ? (
          <>
            <Button onPress={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" form="workspace-settings-form" isDisabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </Button>
          </>
        ) : (
          <Button onPress={onClose}>Close</Button>
        )
      }
    >
      <Form
        id="workspace-settings-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {serverError ? (
          <p className="collab-form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        {manages ? null : <p className="muted">Only the workspace&apos;s owner and admins change its settings.</p>}
        <TextField
          label="Workspace name"
          value={form.name}
          error={nameError}
          onChange={(name) => {
            setForm((current) => ({ ...current, name }));
            setNameError(undefined);
          }}
        />
        <Field label="Description">
          <textarea
            className="textarea"
            rows={2}
            value={form.description}
            disabled={!manages}
            onChange={(event) => setForm((current) => ({ ...current, description: event.target.value }))}
          />
        </Field>
        <SettingsFields
          settings={form.settings}
          disabled={!manages}
          onChange={(settings) => setForm((current) => ({ ...current, settings }))}
        />
      </Form>
    </Dialog>
  );
}
