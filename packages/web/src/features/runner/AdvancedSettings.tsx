// The runner's advanced settings: iterations, delay, timeout, stop on error,
// environment and data file. Numbers are corrected on blur, as they will run.
import { FileUp, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { Field } from '../../ui/Field.js';
import { SelectField } from '../../ui/SelectField.js';
import { useEnvironments } from '../environments/useEnvironments.js';
import type { RunForm } from './runForm.js';
import { runnerStore, useRunner } from './useRunner.js';

type NumberField = 'iterations' | 'delay' | 'timeout';

const NUMBERS: ReadonlyArray<{ field: NumberField; label: string; hint: string }> = [
  { field: 'iterations', label: 'Iterations', hint: '1 to 1000' },
  { field: 'delay', label: 'Delay (ms)', hint: 'between requests' },
  { field: 'timeout', label: 'Timeout (ms)', hint: 'at least 1000' },
];

export function AdvancedSettings({ disabled }: { disabled: boolean }) {
  const form = useRunner((state) => state.form);
  const environments = useEnvironments((state) => state.environments);
  const activeId = useEnvironments((state) => state.activeId);
  const { update, correctNumbers, loadDataFile, clearDataFile } = runnerStore.getState();
  const fileInput = useRef<HTMLInputElement>(null);
  const dataFileLabel = useId();

  const readFile = async (file: File | undefined) => {
    if (file) loadDataFile(file.name, await file.text());
    // The same file chosen again after an edit must fire change again.
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <details className="runner-advanced" open>
      <summary>Advanced settings</summary>
      <fieldset className="runner-settings" disabled={disabled}>
        {NUMBERS.map(({ field, label, hint }) => (
          <Field key={field} label={label}>
            <input
              className="input mono"
              inputMode="numeric"
              value={form[field]}
              onChange={(event) => update({ [field]: event.target.value } as Partial<RunForm>)}
              onBlur={correctNumbers}
            />
            <span className="muted runner-field-hint">{hint}</span>
          </Field>
        ))}
        <SelectField
          label="Environment"
          className="runner-environment"
          value={form.environmentId ?? activeId}
          onChange={(environmentId) => update({ environmentId })}
        >
          {environments.map((environment) => (
            <option key={environment.id} value={environment.id}>
              {environment.name}
            </option>
          ))}
        </SelectField>
        <label className="runner-check runner-stop-on-error">
          <input
            type="checkbox"
            checked={form.stopOnError}
            onChange={(event) => update({ stopOnError: event.target.checked })}
          />
          Stop on error
        </label>
        <div className="field runner-data-file">
          <span className="field-label" id={dataFileLabel}>
            Data file
          </span>
          <div className="runner-inline">
            <input
              ref={fileInput}
              className="visually-hidden"
              type="file"
              accept=".csv,.json"
              aria-labelledby={dataFileLabel}
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
            <Button
              size="sm"
              icon={<FileUp size={14} />}
              isDisabled={disabled}
              onPress={() => fileInput.current?.click()}
            >
              Choose file
            </Button>
            {form.dataFile ? (
              <>
                <span className="runner-data-name mono" title={form.dataFile.name}>
                  {form.dataFile.name}
                </span>
                <span className="muted">
                  {form.dataFile.rows.length} {form.dataFile.rows.length === 1 ? 'row' : 'rows'}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label="Remove data file"
                  isDisabled={disabled}
                  onPress={clearDataFile}
                  icon={<X size={14} />}
                />
              </>
            ) : null}
          </div>
          <ErrorMessage message={form.dataFileError} />
        </div>
      </fieldset>
    </details>
  );
}
