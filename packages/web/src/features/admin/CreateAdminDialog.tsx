// The 'Create Admin User' modal: checked before sending, the server's refusal shown
// in the modal, closed on success.
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import type { FieldErrors } from '../account/validation.js';
import { adminApi, type NewAdmin } from './adminApi.js';
import { failureText, FAILURES, SUCCESS } from './adminMessages.js';
import { useAdmin } from './adminStore.js';
import { EMPTY_ADMIN, newAdminPayload, validateNewAdmin, type CreateAdminField } from './createAdminForm.js';

const FIELDS: ReadonlyArray<{ name: CreateAdminField; label: string; type?: 'password' }> = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'username', label: 'Username' },
  { name: 'email', label: 'Email' },
  { name: 'password', label: 'Password', type: 'password' },
];

export function CreateAdminDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const loadUsers = useAdmin((state) => state.loadUsers);
  const [form, setForm] = useState<NewAdmin>(EMPTY_ADMIN);
  const [errors, setErrors] = useState<FieldErrors<CreateAdminField>>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setForm(EMPTY_ADMIN);
    setErrors({});
    setServerError(undefined);
  }, [isOpen]);

  const edit = (name: CreateAdminField, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    // A field's error goes as soon as it is edited.
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async () => {
    const found = validateNewAdmin(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setServerError(undefined);
    try {
      const { message } = await adminApi.createAdmin(newAdminPayload(form));
      toast(message || SUCCESS.createAdmin, 'success');
      onClose();
      void loadUsers();
    } catch (thrown) {
      setServerError(failureText(thrown, FAILURES.createAdmin));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create Admin User"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="create-admin-form" isDisabled={busy}>
            {busy ? 'Creating…' : 'Create Admin'}
          </Button>
        </>
      }
    >
      <Form
        id="create-admin-form"
        className="admin-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {serverError ? (
          <p className="admin-form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            value={form[field.name]}
            onChange={(value) => edit(field.name, value)}
            error={errors[field.name]}
            autoFocus={field.name === 'firstName'}
          />
        ))}
      </Form>
    </Dialog>
  );
}
