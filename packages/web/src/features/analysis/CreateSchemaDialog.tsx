// 'Create Response Schema': a name, a description, tags and the JSON schema itself, which starts
// empty under the sample that requires a boolean `success`, or filled with a schema inferred from
// recorded responses, to edit before saving.
import { useEffect, useState } from 'react';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { FormDialog } from '../../ui/FormDialog.js';
import { NameAndDescriptionFields, type NameAndDescription } from '../../ui/NameAndDescriptionFields.js';
import { TextField } from '../../ui/TextField.js';
import { PLACEHOLDER_SCHEMA } from './analysisMessages.js';
import { readSchemaForm, type SchemaFormValues } from './schemaForm.js';
import { useAnalysis } from './useAnalysis.js';

export interface CreateSchemaDialogProps {
  isOpen: boolean;
  /** Schema text to start from (an inferred schema); empty shows the sample as a placeholder. */
  initialSchema?: string | undefined;
  onClose: () => void;
}

export function CreateSchemaDialog({ isOpen, initialSchema, onClose }: CreateSchemaDialogProps) {
  const createSchema = useAnalysis((state) => state.createSchema);
  const [form, setForm] = useState<SchemaFormValues>({ name: '', description: '', tags: '', schemaText: '' });
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setForm({
      name: initialSchema ? 'Inferred schema' : '',
      description: '',
      tags: '',
      schemaText: initialSchema ?? '',
    });
    setNameError(undefined);
    setError(undefined);
  }, [isOpen, initialSchema]);

  const change = (patch: Partial<SchemaFormValues>) => setForm((current) => ({ ...current, ...patch }));

  const changeNameOrDescription = (patch: Partial<NameAndDescription>) => {
    change(patch);
    if (patch.name !== undefined) setNameError(undefined);
  };

  const submit = async () => {
    const read = readSchemaForm(form);
    if (!read.ok) {
      if (read.field === 'name') setNameError(read.message);
      else setError(read.message);
      return;
    }
    setBusy(true);
    const failure = await createSchema(read.schema);
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create Response Schema"
      formId="create-response-schema"
      submitLabel="Create Schema"
      busyLabel="Creating…"
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
    >
      <NameAndDescriptionFields
        nameLabel="Schema name"
        nameError={nameError}
        autoFocus
        values={form}
        onChange={changeNameOrDescription}
      />
      <TextField label="Tags" value={form.tags} placeholder="users, v2" onChange={(tags) => change({ tags })} />
      <div className="field">
        <span className="field-label">JSON schema</span>
        <CodeEditor
          label="JSON schema"
          mode="json"
          value={form.schemaText}
          placeholder={PLACEHOLDER_SCHEMA}
          minHeight="180px"
          maxHeight="320px"
          onChange={(schemaText) => {
            change({ schemaText });
            setError(undefined);
          }}
        />
      </div>
    </FormDialog>
  );
}
