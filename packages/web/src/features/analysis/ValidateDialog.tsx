// 'Validate Response': a recorded response and a schema, both required; the result shows in the
// Validations tab, where the view moves.
import { useEffect, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { shortId } from './analysisFormat.js';
import { analysisStore, useAnalysis } from './useAnalysis.js';

export function ValidateDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const cache = useAnalysis((state) => state.cache);
  const schemas = useAnalysis((state) => state.schemas);
  const validate = useAnalysis((state) => state.validate);
  const [responseId, setResponseId] = useState('');
  const [schemaId, setSchemaId] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    // One response ticked in the cache list is the one to validate.
    const { selected } = analysisStore.getState();
    setResponseId(selected.length === 1 ? (selected[0] as string) : '');
    setSchemaId('');
    setError(undefined);
  }, [isOpen]);

  const submit = async () => {
    setBusy(true);
    const failure = await validate(responseId, schemaId);
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Validate Response"
      formId="validate-response"
      submitLabel="Validate"
      busyLabel="Validating…"
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
    >
      <SelectField label="Response" value={responseId} onChange={setResponseId}>
        <option value="">Select a response</option>
        {cache.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {shortId(entry.id)} · {entry.request.method} {entry.request.url} · {entry.response.status}
          </option>
        ))}
      </SelectField>
      <SelectField label="Schema" value={schemaId} onChange={setSchemaId}>
        <option value="">Select a schema</option>
        {schemas.map((schema) => (
          <option key={schema.id} value={schema.id}>
            {schema.name}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
