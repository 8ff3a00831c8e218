// 'Create Mock Configuration': a name (required), a base URL whose path the routes live under,
// whether it is served, and — signed in — whether its URL alone opens it or an API key is needed.
import { MOCK_ACCESS, type MockAccess } from '@courier/core';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { MOCK_TEXT } from './mockMessages.js';
import { useMock } from './mockStore.js';

const EMPTY = { name: '', baseUrl: '', enabled: true, access: 'url' as MockAccess };
const ACCESS_LABELS: Record<MockAccess, string> = {
  url: 'Anyone with the URL',
  apiKey: 'Only requests with my API key (X-API-Key)',
};

export function CreateConfigDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const createConfig = useMock((state) => state.createConfig);
  const signedIn = useSession((state) => state.user !== null);
  const [form, setForm] = useState(EMPTY);
  const [nameError, setNameError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setForm(EMPTY);
    setNameError(undefined);
    setServerError(undefined);
  }, [isOpen]);

  const submit = async () => {
    if (form.name.trim() === '') {
      setNameError(MOCK_TEXT.nameRequired);
      return;
    }
    setBusy(true);
    const failure = await createConfig(form);
    setBusy(false);
    if (failure) setServerError(failure);
    else onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create Mock Configuration"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="create-mock-form" isDisabled={busy}>
            {busy ? 'Creating…' : 'Create Configuration'}
          </Button>
        </>
      }
    >
      <Form
        id="create-mock-form"
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
        <TextField
          label="Name"
          value={form.name}
          autoFocus
          error={nameError}
          placeholder="User API"
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
          <SelectField
            label="Who may call it"
            value={form.access}
            onChange={(access) => setForm((current) => ({ ...current, access: access as MockAccess }))}
          >
            {MOCK_ACCESS.map((access) => (
              <option key={access} value={access}>
                {ACCESS_LABELS[access]}
              </option>
            ))}
          </SelectField>
        ) : null}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(event) => setForm((current) => ({ ...current, enabled: event.target.checked }))}
          />
          Enabled
        </label>
      </Form>
    </Dialog>
  );
}
