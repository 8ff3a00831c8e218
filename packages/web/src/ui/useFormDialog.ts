// What a form dialog keeps while it is open: the form, the refusal of its name (under the name
// field) and the server's (above the fields), and whether the request is under way. Each opening
// starts again from the form's first values, so nothing of a cancelled attempt shows.
import { useEffect, useState } from 'react';

export function useFormDialog<Form extends { name: string }>(isOpen: boolean, initial: Form, onClose: () => void) {
  const [form, setForm] = useState(initial);
  const [nameError, setNameError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setForm(initial);
    setNameError(undefined);
    setServerError(undefined);
  }, [isOpen, initial]);

  /** Changes some fields; a change to the name takes back the refusal shown under it. */
  const change = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (patch.name !== undefined) setNameError(undefined);
  };

  /** Shows under the name field why the schema refused the name; nothing when it refused only another field. */
  const refuseName = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) =>
    setNameError(issues.find((issue) => issue.path[0] === 'name')?.message);

  /** Sends the form: the dialog closes once the server takes it, and stays open with its refusal if not. */
  const send = async (request: () => Promise<string | null | undefined>) => {
    setBusy(true);
    const failure = await request();
    setBusy(false);
    if (failure) setServerError(failure);
    else onClose();
  };

  return { form, change, nameError, setNameError, refuseName, serverError, setServerError, busy, send };
}
