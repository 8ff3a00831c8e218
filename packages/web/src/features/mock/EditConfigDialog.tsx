// Renames a configuration, moves it to another base URL or changes who may call it.
import type { MockConfig } from '@courier/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';
import { MockAccessField } from './MockAccessField.js';
import { MOCK_TEXT } from './mockMessages.js';
import { useMock } from './mockStore.js';

export function EditConfigDialog({ config, onClose }: { config: MockConfig; onClose: () => void }) {
  const updateConfig = useMock((state) => state.updateConfig);
  const signedIn = useSession((state) => state.user !== null);
  const [form, setForm] = useState({ name: config.name, baseUrl: config.baseUrl, access: config.access });
  const [nameError, setNameError] = useState<string>();

  const submit = async () => {
    if (form.name.trim() === '') {
      setNameError(MOCK_TEXT.nameRequired);
      return;
    }
    await updateConfig(config.id, form);
    onClose();
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Edit Mock Configuration"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="edit-mock-form">
            Save
          </Button>
        </>
      }
    >
      <Form
        id="edit-mock-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Name"
          value={form.name}
          autoFocus
          error={nameError}
          onChange={(name) => {
            setForm((current) => ({ ...current, name }));
            setNameError(undefined);
          }}
        />
        <TextField
          label="Base URL"
          value={form.baseUrl}
          mono
          placeholder="/api/v1"
          onChange={(baseUrl) => setForm((current) => ({ ...current, baseUrl }))}
        />
        {signedIn ? (
          <MockAccessField value={form.access} onChange={(access) => setForm((current) => ({ ...current, access }))} />
        ) : null}
      </Form>
    </Dialog>
  );
}
