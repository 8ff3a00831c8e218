// 'Create Response Schema': a name, a description, tags and the JSON schema itself, which starts
// empty under the sample that requires a boolean `success`, or filled with a schema inferred from
// recorded responses, to edit before saving.
import { useMemo } from 'react';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { FormDialog } from '../../ui/FormDialog.js';
import { useFormDialog } from '../../ui/useFormDialog.js';
import { NameAndDescriptionFields } from '../../ui/NameAndDescriptionFields.js';
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
  const initial = useMemo<SchemaFormValues>(
    () => ({
      name: initialSchema ? 'Inferred schema' : '',
      description: '',
      tags: '',
      schemaText: initialSchema ?? '',
    }),
    [initialSchema],
  );
  const { form, change, nameError, setNameError, serverError, setServerError, busy, send } = useFormDialog(
    isOpen,
    initial,
    onClose,
  );

  const submit = async () => {
    const read = readSchemaForm(form);
    if (!read.ok) {
      if (read.field === 'name') setNameError(read.message);
      else setServerError(read.message);
      return;
    }
    await send(() => createSchema(read.schema));
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
      error={serverError}
      onSubmit={() => void submit()}
    >
      <NameAndDescriptionFields
        nameLabel="Schema name"
        nameError={nameError}
        autoFocus
        values={form}
        onChange={change}
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
            setServerError(undefined);
          }}
        />
      </div>
    </FormDialog>
  );
}
